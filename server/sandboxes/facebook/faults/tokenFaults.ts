/**
 * The token faults asked for so far: per person or page id, how many more Graph calls about it
 * are refused. Each refused call uses one up.
 */
export function tokenFaults() {
  const waiting = new Map<string, number>();
  return {
    add(id: string, times: number): number {
      const count = (waiting.get(id) ?? 0) + times;
      waiting.set(id, count);
      return count;
    },
    /** Whether a call about this id is refused now (using one fault up). */
    take(id: string): boolean {
      const count = waiting.get(id) ?? 0;
      if (count === 0) return false;
      if (count === 1) waiting.delete(id);
      else waiting.set(id, count - 1);
      return true;
    },
    get empty(): boolean {
      return waiting.size === 0;
    },
  };
}
export type TokenFaults = ReturnType<typeof tokenFaults>;
