import { providerJson, ProviderError } from '../../designerData/providerError';
import type { CommerceAccount, CommerceProvider, Paging } from './provider';

export const GRAPH_API = 'https://graph.facebook.com/v21.0';

type Fetch = typeof fetch;

function tokenOf(account: CommerceAccount): string {
  if (!account.accessToken) throw new ProviderError('refused', 'the commerce integration has no access token');
  return account.accessToken;
}

/**
 * Meta's Graph API, as documented for commerce catalogs: GET /{business-id}/owned_product_catalogs
 * and GET /{catalog-id}/products, each with `fields`, authorized by the integration's access token.
 * Only the first page (Graph's default size) is read; the designer lists at most what one page holds.
 */
export function graphApiCommerce(fetchFn: Fetch = fetch, base = GRAPH_API): CommerceProvider {
  async function get(path: string, fields: readonly string[], token: string): Promise<Record<string, unknown>> {
    const url = `${base}/${path}?${new URLSearchParams({ fields: fields.join(','), access_token: token }).toString()}`;
    const body = await providerJson(await fetchFn(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(15_000) }), 'Graph API');
    if (typeof body !== 'object' || body === null || !Array.isArray((body as { data?: unknown }).data)) throw new ProviderError('failed', 'Graph API answered without data');
    return body as Record<string, unknown>;
  }
  return {
    async catalogs(account, fields) {
      const body = await get(`${encodeURIComponent(account.businessId)}/owned_product_catalogs`, fields, tokenOf(account));
      const paging = (body['paging'] as Paging | undefined) ?? { cursors: { before: '', after: '' } };
      return { data: body['data'] as Array<Record<string, string>>, paging: { cursors: paging.cursors } };
    },
    async products(account, catalogId, fields) {
      const body = await get(`${encodeURIComponent(catalogId)}/products`, fields, tokenOf(account));
      return { data: body['data'] as Array<Record<string, string>> };
    },
  };
}
