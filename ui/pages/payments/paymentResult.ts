/** What the payment result page shows: a known status and, when it is a plain id, the conversation. */
export type PaymentResult = { status: 'success' | 'failure' | 'unknown'; conversationId: string | null };

const SUCCESS = new Set(['success', 'succeeded', 'paid', 'true', 'ok']);
const FAILURE = new Set(['failure', 'failed', 'fail', 'error', 'false', 'cancelled', 'canceled']);
const PLAIN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Reads status (or paymentStatus) and conversationId from the query string; anything else counts as unknown. */
export function paymentResultOf(params: URLSearchParams): PaymentResult {
  const raw = (params.get('status') ?? params.get('paymentStatus') ?? '').trim().toLowerCase();
  const status = SUCCESS.has(raw) ? 'success' : FAILURE.has(raw) ? 'failure' : 'unknown';
  const id = params.get('conversationId')?.trim() ?? '';
  return { status, conversationId: PLAIN_ID.test(id) ? id : null };
}
