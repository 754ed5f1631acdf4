import type { KyInstance } from 'ky';
import {
  ZOHO_AUTHORIZE_API,
  ZOHO_CHANNEL_API,
  ZOHO_TOKEN_API,
  zohoAuthorizeAnswer,
  zohoChannelAnswer,
  zohoTokenAnswer,
  type ZohoAuthorizeInput,
  type ZohoChannelCreated,
  type ZohoChannelInput,
  type ZohoLoggedIn,
} from './contracts/channels/salesChatLogin';
import { restRead } from './designerData/rest';
import { http } from './http';

type Call = { signal?: AbortSignal };

/**
 * Connecting a sales-chat (Zoho SalesIQ) channel (services/contracts/channels/salesChatLogin.ts):
 * Zoho's authorize address for the company's client, the exchange of Zoho's redirect, and the
 * channel made from the login. The form and the return page show every failure themselves
 * (stayOnPage); failures are thrown as ApiFailure.
 */
export function createSalesChatCalls(client: KyInstance = http) {
  return {
    zohoAuthorize: (input: ZohoAuthorizeInput, { signal }: Call = {}): Promise<{ url: string }> =>
      restRead(client, ZOHO_AUTHORIZE_API, zohoAuthorizeAnswer, { method: 'post', json: input, stayOnPage: true, ...(signal ? { signal } : {}) }),
    zohoToken: ({ query }: { query: Record<string, string> }, { signal }: Call = {}): Promise<ZohoLoggedIn> =>
      restRead(client, ZOHO_TOKEN_API, zohoTokenAnswer, { searchParams: query, noCache: true, stayOnPage: true, ...(signal ? { signal } : {}) }),
    createZohoChannel: (input: ZohoChannelInput, { signal }: Call = {}): Promise<ZohoChannelCreated> =>
      restRead(client, ZOHO_CHANNEL_API, zohoChannelAnswer, { method: 'post', json: input, stayOnPage: true, ...(signal ? { signal } : {}) }),
  };
}
