import type { KyInstance } from 'ky';
import { SEARCH_API, searchAnswer, type SearchHit } from './contracts/search';
import { restRead } from './designerData/rest';
import { http } from './http';

export * from './contracts/search';

/**
 * The console's search over the caller's companies (GET /core/v1/search). Failures are thrown as
 * CallFailure; the global policy still signs out on 401 and leaves on 403/5xx, the page shows the rest.
 */
export async function searchCompanies(text: string, signal?: AbortSignal, client: KyInstance = http): Promise<SearchHit[]> {
  const answer = await restRead(client, SEARCH_API, searchAnswer, { searchParams: { q: text }, noCache: true, ...(signal ? { signal } : {}) });
  return answer.hits;
}
