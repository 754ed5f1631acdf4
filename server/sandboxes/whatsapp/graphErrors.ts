import { randomBytes } from 'node:crypto';

/** Graph's error envelope, as the Cloud API answers a refused call. */
export function graphError(code: number, message: string, type = 'OAuthException', details?: string) {
  return {
    error: {
      message,
      type,
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: randomBytes(9).toString('base64url'),
    },
  };
}

export const GRAPH_ERRORS = {
  token: () => graphError(190, 'Invalid OAuth access token - Cannot parse access token'),
  unknownNode: (id: string) =>
    graphError(
      100,
      `Unsupported request - method type: get. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      'GraphMethodException',
    ),
  invalidParameter: (details: string) => graphError(100, '(#100) Invalid parameter', 'OAuthException', details),
  reEngagement: () =>
    graphError(
      131047,
      '(#131047) Re-engagement message',
      'OAuthException',
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
    ),
  templateMissing: (name: string) =>
    graphError(132001, '(#132001) Template name does not exist in the translation', 'OAuthException', `template name (${name}) does not exist in the requested language`),
  rateLimit: () =>
    graphError(
      130429,
      '(#130429) Rate limit hit',
      'OAuthException',
      'Message failed to send because there were too many messages sent from this phone number in a short period of time.',
    ),
  service: () => graphError(2, 'Service temporarily unavailable', 'OAuthException'),
} as const;
