/**
 * Calls that wait for a database round trip while another is under way go together in the next
 * one (group commit for writes, one `where id in (...)` for reads): under load, each round trip
 * serves everything that came meanwhile; alone, a call goes at once, as it would without this.
 *
 * `runMany` answers one result per input, in order: a value, or an Error for that input alone.
 * When it throws, each input of the group is tried again alone, so one bad input fails only its
 * own caller.
 */
export function groupedCalls<I, O>(runMany: (inputs: I[]) => Promise<Array<O | Error>>, options: { max?: number } = {}): (input: I) => Promise<O> {
  const max = options.max ?? 256;
  type Waiting = { input: I; resolve: (output: O) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let running = false;

  async function runGroup(group: Waiting[]): Promise<void> {
    let outputs: Array<O | Error>;
    try {
      outputs = await runMany(group.map((w) => w.input));
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      await Promise.all(group.map((w) => runGroup([w])));
      return;
    }
    group.forEach((w, index) => {
      const output = outputs[index];
      if (output instanceof Error) w.reject(output);
      else if (index >= outputs.length) w.reject(new Error('A grouped database call answered fewer results than it was given.'));
      else w.resolve(output as O);
    });
  }

  async function drain(): Promise<void> {
    running = true;
    while (waiting.length) {
      const group = waiting.slice(0, max);
      waiting = waiting.slice(group.length);
      await runGroup(group);
    }
    running = false;
  }

  return (input: I) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      // Calls made in the same tick go together; later ones wait for the round trip under way.
      if (!running) {
        running = true;
        queueMicrotask(() => void drain());
      }
    });
}
