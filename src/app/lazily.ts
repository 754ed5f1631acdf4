/**
 * A call whose module loads at its first use. The actors are built when the app starts, but
 * an area's code (the GraphQL client, the designer's calls) then still loads only with the
 * first page that calls it, so each route ships only what it shows.
 */
export function lazily<M, A extends unknown[], R>(load: () => Promise<M>, pick: (module: M) => (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => pick(await load())(...args);
}

/** A function that answers with a promise: one a module can offer before it has loaded. */
type AsyncCall = (...args: never[]) => Promise<unknown>;

/**
 * Several calls of one module, by name, each as `lazily` makes it: the module loads at the first
 * of them. Each call keeps the type the module gives it.
 */
export function lazyCalls<K extends PropertyKey, M extends Record<K, AsyncCall>>(load: () => Promise<M>, names: readonly K[]): Pick<M, K> {
  const calls = Object.fromEntries(names.map((name) => [name, lazily(load, (module) => module[name])]));
  // An object built from a list of names has no per-name type in TypeScript: each entry is the module's own call, so Pick<M, K> is what it is.
  return calls as Pick<M, K>;
}

/**
 * A value made once, at its first use, and the same promise at every use after; a making that
 * failed (a module that could not be loaded) is forgotten, so that the next use tries again.
 */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () =>
    (made ??= make().catch((failure: unknown) => {
      made = undefined;
      throw failure;
    }));
}
