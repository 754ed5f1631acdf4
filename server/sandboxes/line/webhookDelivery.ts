import { randomUUID } from 'node:crypto';
import type { LineEvent } from '../../../services/contracts/channels/lineWebhook';
import { lineSignature } from '../../channels/adapters/lineSignature';
import type { ChannelState } from './sandboxState';

/**
 * How the sandbox posts webhook events to a channel's webhook URL, as LINE does: the body
 * {destination, events} signed in X-Line-Signature with the channel secret, one event per
 * request, in order per channel. A delivery the console does not take (a network error or an
 * answer other than 2xx) is sent again, as LINE's webhook redelivery does, with the same
 * webhookEventId and deliveryContext.isRedelivery true, after growing waits (0.5, 1, 2, 4 s);
 * after the fifth try it is dropped and counted as failed.
 */
export const DELIVERY_RETRY = { attempts: 5, firstWaitMs: 500, timeoutMs: 10_000 } as const;

export type WebhookDelivery = { enqueue: (channel: ChannelState, event: LineEvent) => void; close: () => void };

export function webhookDelivery(): WebhookDelivery {
  const queues = new Map<string, LineEvent[]>();
  const running = new Set<string>();
  let closed = false;
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

  async function tryOnce(channel: ChannelState, event: LineEvent): Promise<boolean> {
    const body = JSON.stringify({ destination: channel.channel.userId, events: [event] });
    try {
      const response = await fetch(channel.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-line-signature': lineSignature(channel.channel.channelSecret, body), 'user-agent': 'LineBotWebhook/2.0' },
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

  async function deliver(channel: ChannelState, event: LineEvent): Promise<void> {
    for (let attempt = 0; attempt < DELIVERY_RETRY.attempts && !closed; attempt += 1) {
      if (attempt > 0) await sleep(DELIVERY_RETRY.firstWaitMs * 2 ** (attempt - 1));
      if (await tryOnce(channel, attempt === 0 ? event : { ...event, deliveryContext: { isRedelivery: true } })) return;
    }
    channel.failedDeliveries += 1;
  }

  async function pump(channel: ChannelState): Promise<void> {
    const id = channel.channel.channelId;
    if (running.has(id)) return;
    running.add(id);
    try {
      const queue = queues.get(id) ?? [];
      for (let next = queue.shift(); next && !closed; next = queue.shift()) if (channel.webhookUrl) await deliver(channel, next);
    } finally {
      running.delete(id);
    }
  }

  return {
    enqueue(channel, event) {
      const queue = queues.get(channel.channel.channelId) ?? [];
      queue.push(event);
      queues.set(channel.channel.channelId, queue);
      void pump(channel);
    },
    close: () => {
      closed = true;
    },
  };
}

export const newWebhookEventId = () => randomUUID().replace(/-/g, '').toUpperCase().slice(0, 26);
