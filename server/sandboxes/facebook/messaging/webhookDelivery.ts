import { hubSignature } from '../../../channels/adapters/whatsappCloudVerify';
import { objectOf, type MessagingState, type SandboxChat } from './messagingState';

/**
 * How the sandbox posts an event of a chat to the app's webhook for its object, as Meta does:
 * {object, entry: [{id, time, messaging | standby: [event]}]} signed in X-Hub-Signature-256 with
 * the app secret, in order per callback. A delivery the console does not take (a network error or
 * an answer other than 2xx) is sent again after growing waits (0.5, 1, 2, 4 s); after the fifth
 * try it is dropped and counted as failed.
 */
export const DELIVERY_RETRY = { attempts: 5, firstWaitMs: 500, timeoutMs: 10_000 } as const;

export type WebhookDelivery = {
  /** Queues the event; `channel` says whether it goes as the thread owner's (messaging) or as another app's thread (standby). */
  enqueue: (chat: SandboxChat, event: Record<string, unknown>, channel: 'messaging' | 'standby') => boolean;
  close: () => void;
};

export function webhookDelivery(state: MessagingState, appSecret: () => string): WebhookDelivery {
  const queues = new Map<string, string[]>();
  const running = new Set<string>();
  let closed = false;
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

  async function tryOnce(url: string, body: string): Promise<boolean> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(appSecret(), body), 'user-agent': 'facebookexternalua' },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(DELIVERY_RETRY.timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.ok;
    } catch {
      return false;
    }
  }

  async function pump(url: string): Promise<void> {
    if (running.has(url)) return;
    running.add(url);
    try {
      const queue = queues.get(url) ?? [];
      for (let body = queue.shift(); body !== undefined && !closed; body = queue.shift()) {
        let taken = false;
        for (let attempt = 0; attempt < DELIVERY_RETRY.attempts && !closed && !taken; attempt += 1) {
          if (attempt > 0) await sleep(DELIVERY_RETRY.firstWaitMs * 2 ** (attempt - 1));
          taken = await tryOnce(url, body);
        }
        if (!taken) state.failedDeliveries += 1;
      }
    } finally {
      running.delete(url);
    }
  }

  return {
    enqueue(chat, event, channel) {
      const object = objectOf(chat.platform);
      const subscription = state.appSubscriptions.get(object);
      if (!subscription || !state.subscribedPages.has(chat.page.id)) return false;
      const entryId = chat.platform === 'instagram' ? (chat.page.instagram?.id ?? chat.page.id) : chat.page.id;
      const body = JSON.stringify({ object, entry: [{ id: entryId, time: Date.now(), [channel]: [event] }] });
      const queue = queues.get(subscription.callbackUrl) ?? [];
      queue.push(body);
      queues.set(subscription.callbackUrl, queue);
      void pump(subscription.callbackUrl);
      return true;
    },
    close: () => {
      closed = true;
    },
  };
}
