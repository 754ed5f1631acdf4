import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../clock';
import type { HitCounter } from './hitCounts';

/** What the plugin hands `child`: the route's limit settings and the route itself. */
type RouteLimit = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * The rate limit plugin's store on a hit counter: the process's own, or the database's when
 * several instances share one PostgreSQL. Each limited route counts under its own keys.
 */
export function rateLimitStore(count: HitCounter, clock: Clock): FastifyRateLimitStoreCtor {
  class HitCountStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rate:',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      count(`${this.prefix}${key}`, timeWindow, clock.now()).then(
        ({ hits, resetsInMs }) => callback(null, { current: hits, ttl: resetsInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as RouteLimit).routeInfo;
      return new HitCountStore(routeOptions, `${this.prefix}${String(route?.method ?? '')}${route?.url ?? ''}:`);
    }
  }
  return HitCountStore;
}
