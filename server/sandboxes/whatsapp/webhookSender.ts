import { createHmac } from 'node:crypto';
import type { SandboxState } from './sandboxState';
import { SANDBOX_ACCOUNT } from './sandboxState';

/**
 * How the sandbox calls the subscribed app, as Meta does: the GET handshake before a callback
 * is saved, and every event as a POST of the webhook body signed with the app secret
 * (X-Hub-Signature-256), tried again with growing waits while the callback fails.
 */

export const DELIVERY_TRIES = 5;
export const FIRST_RETRY_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** The handshake: the callback must answer 200 with the challenge. */
export async function handshake(callbackUrl: string, verifyToken: string): Promise<boolean> {
  const challenge = String(Math.floor(Math.random() * 1e9));
  const url = `${callbackUrl}${callbackUrl.includes('?') ? '&' : '?'}${new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.challenge': challenge, 'hub.verify_token': verifyToken })}`;
  try {
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(5000) });
    return response.status === 200 && (await response.text()) === challenge;
  } catch {
    return false;
  }
}

/** A webhook body of the "messages" field for one number. */
export function webhookBody(phoneNumberId: string, value: Record<string, unknown>) {
  const number = SANDBOX_ACCOUNT.numbers.find((n) => n.id === phoneNumberId);
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: SANDBOX_ACCOUNT.businessAccountId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: (number?.display_phone_number ?? '').replace(/\D/g, ''), phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** Posts one webhook to the subscribed app, retrying while it fails; what each try got is kept for the page. */
export async function deliverWebhook(state: SandboxState, body: unknown): Promise<void> {
  const subscription = state.subscription;
  if (!subscription || !state.appSubscribed) return;
  const raw = JSON.stringify(body);
  const signature = `sha256=${createHmac('sha256', subscription.appSecret).update(raw).digest('hex')}`;
  for (let attempt = 0; attempt < DELIVERY_TRIES && state.open; attempt += 1) {
    if (attempt > 0) await sleep(FIRST_RETRY_MS * 2 ** (attempt - 1));
    let status: number;
    try {
      const response = await fetch(subscription.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body: raw,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    const ok = status >= 200 && status < 300;
    state.deliveries.push({ status, ok, at: new Date().toISOString() });
    if (state.deliveries.length > 50) state.deliveries.shift();
    if (ok) return;
  }
}

/** The statuses a sent message goes through on the phone, a short while apart. */
export const STATUS_STEPS = [
  { status: 'sent', afterMs: 50 },
  { status: 'delivered', afterMs: 150 },
  { status: 'read', afterMs: 300 },
] as const;
