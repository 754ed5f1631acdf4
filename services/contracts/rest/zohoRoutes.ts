import { zohoAuthorizeAnswer, zohoAuthorizeBody, zohoChannelAnswer, zohoChannelBody, zohoReturnQuery, zohoTokenAnswer } from '../channels/salesChatLogin';
import type { RestContracts } from './contract';

/**
 * Connecting a sales-chat (Zoho SalesIQ) channel, each by an ADMIN of the company: Zoho's
 * authorize address for the company's client, the exchange of the code Zoho redirected with
 * (the url query as it came), and the channel made from the login.
 */
export const zohoRoutes = {
  'POST /core/v1/zoho/authorize': { body: zohoAuthorizeBody, answer: zohoAuthorizeAnswer },
  'GET /core/v1/zoho/token': { query: zohoReturnQuery, answer: zohoTokenAnswer },
  'POST /core/v1/zoho/channel': { body: zohoChannelBody, answer: zohoChannelAnswer },
} as const satisfies RestContracts;
