import { DATA_TOKEN_CALLS_PER_MINUTE } from '../../services/contracts/dataStation';
import type { HitCounter } from '../http/hitCounts';

/**
 * Whether a data station API token is still within its calls of the current minute (counted
 * where the app counts its rate limits, so instances on one database count together): a token
 * past the limit is refused with 429 until the minute is over.
 */
export function tokenCallLimit(count: HitCounter, perMinute = DATA_TOKEN_CALLS_PER_MINUTE): (tokenId: string, now: Date) => Promise<boolean> {
  return async (tokenId, now) => {
    const minute = Math.floor(now.getTime() / 60_000);
    const { hits } = await count(`data-token:${tokenId}:${minute}`, (minute + 1) * 60_000 - now.getTime(), now);
    return hits <= perMinute;
  };
}
