/**
 * A call whose module loads at its first use. The actors are built when the app starts, but
 * an area's code (the GraphQL client, the designer's calls) then still loads only with the
 * first page that calls it, so each route ships only what it shows.
 */
export function lazily<M, A extends unknown[], R>(load: () => Promise<M>, pick: (module: M) => (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => pick(await load())(...args);
}

/** A value made once, at its first use, and the same promise at every use after. */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}
