import { systemClock, type Clock } from '../clock';
import type { Db } from '../db/connect';
import { claimDueDeliveries, enqueueDelivery, RETRY_POLICY, settleDelivery, type OutboundDelivery, type RetryPolicy, type SendResult } from './outboundQueue';

export type SenderOptions = {
  /** How often due deliveries are looked for besides a nudge (a retry's wait ends, a crashed sender's lease runs out). */
  pollMs?: number;
  /** Deliveries claimed and sent at once. */
  batch?: number;
  policy?: RetryPolicy;
  /** Wall time: waits between tries are real time, whatever clock the rest of the server reads. */
  clock?: Clock;
  log?: (line: string) => void;
};

/**
 * Sends what the outbound queue holds, one batch at a time: claims due deliveries, sends each
 * with `send` (the channel kind's adapter), records how it went, and goes on while batches come
 * full. A nudge (a new delivery) starts a round at once; a timer looks again every `pollMs`.
 */
export function outboundSender(db: Db, send: (delivery: OutboundDelivery) => Promise<SendResult>, options: SenderOptions = {}) {
  const { pollMs = 500, batch = 10, policy = RETRY_POLICY, clock = systemClock } = options;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function sendOne(delivery: OutboundDelivery): Promise<void> {
    let result: SendResult;
    try {
      result = await send(delivery);
    } catch (error) {
      result = { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
    await settleDelivery(db, delivery, result, clock.now(), policy);
  }

  async function drain(): Promise<void> {
    for (;;) {
      const due = await claimDueDeliveries(db, clock.now(), batch, policy);
      await Promise.all(due.map(sendOne));
      if (due.length < batch || stopped) return;
    }
  }

  function nudge(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log(`${clock.now().toISOString()} outbound deliveries: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          nudge();
        }
      });
  }

  const timer = setInterval(nudge, pollMs);
  timer.unref();

  return {
    nudge,
    /** Queues a delivery, due now by the sender's clock, and starts a round. */
    async enqueue(delivery: Omit<OutboundDelivery, 'id' | 'attempts'>): Promise<void> {
      await enqueueDelivery(db, delivery, clock.now());
      nudge();
    },
    /** Stops looking for deliveries and lets the running round finish; what is left waits in the database. */
    async close(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
export type OutboundSender = ReturnType<typeof outboundSender>;
