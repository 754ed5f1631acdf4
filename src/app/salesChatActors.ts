import type { SalesChatActors } from '../../ui/channels/salesChatActors';
import { lazily, once } from './lazily';

const client = once(async () => (await import('../../services/salesChat')).createSalesChatCalls());

/** The sales-chat login's calls over REST (services/salesChat.ts), loaded at their first use. */
export const salesChatActors: SalesChatActors = {
  zohoAuthorize: lazily(client, (c) => (input: Parameters<SalesChatActors['zohoAuthorize']>[0], signal?: AbortSignal) => c.zohoAuthorize(input, signal ? { signal } : {})),
  zohoToken: lazily(client, (c) => (input: { query: Record<string, string> }, signal?: AbortSignal) => c.zohoToken(input, signal ? { signal } : {})),
  createZohoChannel: lazily(
    client,
    (c) => (input: Parameters<SalesChatActors['createZohoChannel']>[0], signal?: AbortSignal) => c.createZohoChannel(input, signal ? { signal } : {}),
  ),
};
