import type { ZohoAuthorizeInput, ZohoChannelCreated, ZohoChannelInput, ZohoLoggedIn } from '../../services/contracts/channels/salesChatLogin';

/** The sales-chat (Zoho SalesIQ) login's calls (src/app/salesChatActors.ts in the browser): the form's authorize address, the return page's exchange and channel. */
export type SalesChatActors = {
  zohoAuthorize(input: ZohoAuthorizeInput, signal?: AbortSignal): Promise<{ url: string }>;
  zohoToken(input: { query: Record<string, string> }, signal?: AbortSignal): Promise<ZohoLoggedIn>;
  createZohoChannel(input: ZohoChannelInput, signal?: AbortSignal): Promise<ZohoChannelCreated>;
};
