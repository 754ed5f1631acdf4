/**
 * One turn per conversation at a time in this process: a second message to the same
 * conversation waits until the first is stored (the database's turn counter stops two
 * processes from both writing).
 */
export function createTurnQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const next = previous.then(task, task);
      const tail = next.catch(() => undefined);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return next;
    },
    /** Resolves once every queued turn has finished (tests, shutdown). */
    async idle(): Promise<void> {
      while (tails.size) await Promise.all([...tails.values()]);
    },
    get size() {
      return tails.size;
    },
  };
}
export type TurnQueue = ReturnType<typeof createTurnQueue>;
