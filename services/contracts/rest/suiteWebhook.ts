import { pathParams, type RestContracts } from './contract';
import { providerWebhookTaken } from './webhook';

/** Where the customer-service suite posts a suite channel's agent events (an agent's reply, a conversation closed), signed with X-Suite-Signature. */
export const suiteWebhookRoutes = {
  'POST /channels/v1/suite/:channelId/webhook': { params: pathParams('channelId'), answer: providerWebhookTaken },
} as const satisfies RestContracts;
