/**
 * Polls (over HTTP, as a client would) until `done` holds of what `read` answers, for about
 * 15 seconds; a wait that never ends fails with what it waited for and the last answer.
 */
export async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let last: T | undefined;
  for (let i = 0; i < 300; i += 1) {
    last = await read();
    if (done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} did not happen: ${JSON.stringify(last)}`);
}
