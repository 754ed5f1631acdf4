import { createHmac } from 'node:crypto';
import type { SuiteAgentEvent } from '../../../../services/contracts/channels/suiteProtocol';
import type { DeskConversation, DeskState } from './deskState';

/** How long the desk waits for a channel's webhook. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Posts an agent event to the webhook the conversation's company registered, signed as the
 * suite signs: X-Suite-Signature `sha256=` and the hex HMAC-SHA256 of the raw body with the
 * webhook's secret. Answers the webhook's status (0: not reached), or null when none is registered.
 */
export async function postAgentEvent(state: DeskState, conversation: DeskConversation, event: SuiteAgentEvent): Promise<number | null> {
  const webhook = state.webhookOf(conversation);
  if (!webhook) return null;
  const body = JSON.stringify(event);
  const signature = `sha256=${createHmac('sha256', webhook.secret).update(body).digest('hex')}`;
  try {
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-suite-signature': signature },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
