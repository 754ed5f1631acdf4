import { GRAPH_VERSION } from '../facebookApp';
import type { ProviderAccess } from './channelAdapter';
import type { ProviderAnswer } from './providerHttp';
import { graphErrorOf, graphReason } from './whatsappCloudGraph';

/**
 * Graph calls of the Messenger Platform (Facebook pages and Instagram accounts): addresses
 * under the provider's base with the product's Graph version, the token as a Bearer header
 * (never in an address), and Graph's error codes in the outbound queue's words.
 */

/** <base>/v15.0/<path...>, with an optional query. */
export function messengerUrl(access: Pick<ProviderAccess, 'baseUrl'>, path: string[], query?: Record<string, string>): string {
  const address = `${access.baseUrl.replace(/\/+$/, '')}/${GRAPH_VERSION}/${path.map(encodeURIComponent).join('/')}`;
  return query ? `${address}?${new URLSearchParams(query)}` : address;
}

export const bearerOf = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** Graph's codes for "too many calls" (application, page, Messenger's own): worth another try later. */
export const MESSENGER_RATE_CODES: readonly number[] = [4, 32, 613];
/** The access token is invalid or expired: no later try can work. */
export const MESSENGER_TOKEN_CODE = 190;

/** A refusal in words, with no token in it. */
export function messengerReason(answer: Exclude<ProviderAnswer, { kind: 'ok' }>, token: string): string {
  const reason = graphReason(answer);
  return token ? reason.split(token).join('••••') : reason;
}

/** Whether a refused or failed call is worth another try: the network, 429, 5xx or a rate code, never an invalid token. */
export function worthRetry(answer: Exclude<ProviderAnswer, { kind: 'ok' }>): boolean {
  const code = graphErrorOf(answer.body)?.code;
  if (code === MESSENGER_TOKEN_CODE) return false;
  return answer.kind === 'retry' || (code !== undefined && MESSENGER_RATE_CODES.includes(code));
}
