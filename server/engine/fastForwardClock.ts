import type { createActor } from 'xstate';

/** XState's clock interface (not exported by name): what `createActor(..., { clock })` takes. */
type Clock = NonNullable<NonNullable<Parameters<typeof createActor>[1]>['clock']>;

type Timer = { id: number; at: number; fn: () => void };

/**
 * The clock a conversation turn runs on: delays (module delay, WAIT FOR) do not block the
 * turn; they are jumped over in order and every message says how long after the person's
 * message it is due (`elapsed`), so a channel can show it with its pause.
 */
export class FastForwardClock implements Clock {
  private timers: Timer[] = [];
  private nextId = 1;
  /** Virtual milliseconds since the turn started. */
  elapsed = 0;

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = this.nextId++;
    this.timers.push({ id, at: this.elapsed + Math.max(0, timeout), fn });
    return id;
  }

  clearTimeout(id: unknown): void {
    this.timers = this.timers.filter((t) => t.id !== id);
  }

  /** Runs the earliest pending timer; false when none is pending. */
  advance(): boolean {
    if (!this.timers.length) return false;
    const next = this.timers.reduce((a, b) => (b.at < a.at || (b.at === a.at && b.id < a.id) ? b : a));
    this.timers = this.timers.filter((t) => t !== next);
    this.elapsed = Math.max(this.elapsed, next.at);
    next.fn();
    return true;
  }

  get pending(): number {
    return this.timers.length;
  }
}
