/**
 * A small table of a protocol's routes for an AI sandbox mounted under one wildcard route
 * (paths such as CLU's `/projects/{name}/:train` hold colons Fastify would read as parameters).
 * Patterns name parameters with braces: `apps/{appId}/versions/{versionId}/intents`.
 */
export type RouteMatch = Record<string, string>;
export type ProtocolRoute<H> = { method: string; pattern: string; handler: H };

export function matchRoute<H>(routes: ReadonlyArray<ProtocolRoute<H>>, method: string, path: string): { handler: H; params: RouteMatch } | 'wrongMethod' | undefined {
  const segments = path.split('/').filter((s) => s !== '');
  let pathKnown = false;
  for (const route of routes) {
    const wanted = route.pattern.split('/').filter((s) => s !== '');
    if (wanted.length !== segments.length) continue;
    const params: RouteMatch = {};
    const fits = wanted.every((part, i) => {
      const segment = decodeURIComponent(segments[i] ?? '');
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name) params[name] = segment;
      return name !== undefined || part === segment;
    });
    if (!fits) continue;
    if (route.method === method) return { handler: route.handler, params };
    pathKnown = true;
  }
  return pathKnown ? 'wrongMethod' : undefined;
}
