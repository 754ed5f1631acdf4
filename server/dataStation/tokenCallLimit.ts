import { DATA_TOKEN_CALLS_PER_MINUTE } from '../../services/contracts/dataStation';

/**
 * How many calls each data station API token made in the current minute (per server process):
 * a token past the limit is refused with 429 until the minute is over.
 */
export function tokenCallLimit(perMinute = DATA_TOKEN_CALLS_PER_MINUTE): (tokenId: string, now: Date) => boolean {
  const calls = new Map<string, { minute: number; count: number }>();
  return (tokenId, now) => {
    const minute = Math.floor(now.getTime() / 60_000);
    const seen = calls.get(tokenId);
    if (!seen || seen.minute !== minute) {
      if (calls.size > 10_000) calls.clear();
      calls.set(tokenId, { minute, count: 1 });
      return true;
    }
    seen.count += 1;
    return seen.count <= perMinute;
  };
}
