import type { AdapterChannel, ProviderAccess } from './channelAdapter';
import type { ProviderAnswer } from './providerHttp';

/** The Graph API version every call names: one place to move it. */
export const GRAPH_VERSION = 'v21.0';

/** A Graph address under the provider's base: graphUrl(access, '123', 'messages') = <base>/v21.0/123/messages. */
export function graphUrl(access: Pick<ProviderAccess, 'baseUrl'>, ...path: string[]): string {
  return `${access.baseUrl.replace(/\/+$/, '')}/${GRAPH_VERSION}/${path.map(encodeURIComponent).join('/')}`;
}

/** The bearer header of the channel's access token. */
export function bearer(channel: AdapterChannel<'whatsappCloud'>): Record<string, string> {
  return { authorization: `Bearer ${channel.properties.accessToken ?? ''}` };
}

/** Graph's error envelope: { error: { message, type, code, error_subcode, fbtrace_id } }. */
export type GraphError = { message: string; code: number | undefined; subcode: number | undefined; traceId: string | undefined };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function graphErrorOf(body: unknown): GraphError | undefined {
  const error = isRecord(body) ? body['error'] : undefined;
  if (!isRecord(error)) return undefined;
  const num = (value: unknown) => (typeof value === 'number' ? value : undefined);
  return {
    message: typeof error['message'] === 'string' ? error['message'] : '',
    code: num(error['code']),
    subcode: num(error['error_subcode']),
    traceId: typeof error['fbtrace_id'] === 'string' ? error['fbtrace_id'] : undefined,
  };
}

/** Graph's codes for "too many calls": worth another try later whatever the HTTP status. */
export const RATE_LIMIT_CODES: readonly number[] = [4, 80007, 130429, 131056];
/** More than 24 hours since the customer last wrote. */
export const OUTSIDE_WINDOW_CODE = 131047;
/** The access token is invalid or expired. */
export const TOKEN_CODE = 190;

/** A refusal in words: the host's status and Graph's code and message, never a token. */
export function graphReason(answer: Exclude<ProviderAnswer, { kind: 'ok' }>): string {
  const error = graphErrorOf(answer.body);
  if (!error) return answer.reason;
  const code = error.code === undefined ? '' : ` (#${error.code})`;
  const hint =
    error.code === OUTSIDE_WINDOW_CODE
      ? ': more than 24 hours since the customer last wrote, a template is needed'
      : error.code === TOKEN_CODE
        ? ': the access token is invalid or expired'
        : '';
  return `${answer.reason}${code}${hint}${error.message ? `: ${error.message.slice(0, 300)}` : ''}`;
}
