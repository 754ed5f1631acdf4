// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../server/designerData/providerError';
import { graphApiCommerce, GRAPH_API } from '../../server/providers/commerce/graphApiAdapter';
import { pickFields } from '../../server/providers/commerce/provider';
import { GENESYS_REGIONS, isGenesysRegion } from '../../server/providers/contactCenter/provider';
import { genesysContactCenter } from '../../server/providers/contactCenter/genesysAdapter';

type Seen = { url: string; init: RequestInit | undefined };

/** A fetch that answers from a table by URL prefix and records what was asked; no network. */
function fakeFetch(answers: Array<[string, number, unknown]>): { fetch: typeof fetch; seen: Seen[] } {
  const seen: Seen[] = [];
  const fn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    seen.push({ url, init });
    const answer = answers.find(([prefix]) => url.startsWith(prefix));
    if (!answer) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(answer[2]), { status: answer[1], headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fn as typeof fetch, seen };
}

async function failureOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof ProviderError ? error.failure : 'other';
  }
}

describe('Graph API commerce adapter', () => {
  it('asks owned_product_catalogs and products with fields and the access token, and reads data and paging', async () => {
    const { fetch, seen } = fakeFetch([
      [`${GRAPH_API}/biz-1/owned_product_catalogs`, 200, { data: [{ id: 'c1', name: 'Shoes' }], paging: { cursors: { before: 'b', after: 'a' }, next: 'https://x' } }],
      [`${GRAPH_API}/c1/products`, 200, { data: [{ id: 'p1', retailer_id: 'r1' }] }],
    ]);
    const commerce = graphApiCommerce(fetch);
    const account = { businessId: 'biz-1', accessToken: 'token-1' };
    expect(await commerce.catalogs(account, ['id', 'name'])).toEqual({ data: [{ id: 'c1', name: 'Shoes' }], paging: { cursors: { before: 'b', after: 'a' } } });
    expect(await commerce.products(account, 'c1', ['id', 'retailer_id'])).toEqual({ data: [{ id: 'p1', retailer_id: 'r1' }] });
    const first = new URL(seen[0]?.url ?? '');
    expect(first.searchParams.get('fields')).toBe('id,name');
    expect(first.searchParams.get('access_token')).toBe('token-1');
  });

  it('reports a refused token, a missing catalog and a broken answer as provider failures', async () => {
    const { fetch } = fakeFetch([
      [`${GRAPH_API}/biz-1/`, 401, { error: { message: 'Invalid OAuth access token' } }],
      [`${GRAPH_API}/odd/`, 200, { nothing: true }],
    ]);
    const commerce = graphApiCommerce(fetch);
    expect(await failureOf(commerce.catalogs({ businessId: 'biz-1', accessToken: 't' }, ['id']))).toBe('refused');
    expect(await failureOf(commerce.products({ businessId: 'biz-1', accessToken: 't' }, 'gone', ['id']))).toBe('notFound');
    expect(await failureOf(commerce.catalogs({ businessId: 'odd', accessToken: 't' }, ['id']))).toBe('failed');
    expect(await failureOf(commerce.catalogs({ businessId: 'biz-1', accessToken: undefined }, ['id']))).toBe('refused');
  });

  it('pickFields keeps only the asked fields', () => {
    expect(pickFields({ id: '1', name: 'n', price: '2' }, ['price', 'id'])).toEqual({ price: '2', id: '1' });
  });
});

describe('Genesys Cloud adapter', () => {
  it('takes a client-credentials token in the region, then lists the routing queues as departments', async () => {
    const { fetch, seen } = fakeFetch([
      ['https://login.mypurecloud.de/oauth/token', 200, { access_token: 'gc-token', token_type: 'bearer' }],
      ['https://api.mypurecloud.de/api/v2/routing/queues', 200, { entities: [{ id: 'q1', name: 'Sales', memberCount: 3 }, { id: 'q2', name: 'Billing' }, { broken: true }] }],
    ]);
    const departments = await genesysContactCenter(fetch).departments({ clientId: 'id', clientSecret: 'secret', region: 'mypurecloud.de' });
    expect(departments).toEqual([
      { id: 'q1', name: 'Sales' },
      { id: 'q2', name: 'Billing' },
    ]);
    const [login, queues] = seen;
    expect(login?.init?.method).toBe('POST');
    expect(login?.init?.body).toBe('grant_type=client_credentials');
    expect((login?.init?.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('id:secret').toString('base64')}`);
    expect((queues?.init?.headers as Record<string, string>).authorization).toBe('Bearer gc-token');
  });

  it('reports refused credentials', async () => {
    const { fetch } = fakeFetch([['https://login.mypurecloud.ie/oauth/token', 401, { error: 'invalid_client' }]]);
    expect(await failureOf(genesysContactCenter(fetch).departments({ clientId: 'id', clientSecret: 'bad', region: 'mypurecloud.ie' }))).toBe('refused');
  });

  it('knows the 15 Genesys Cloud regions', () => {
    expect(GENESYS_REGIONS).toHaveLength(15);
    expect(isGenesysRegion('mypurecloud.com')).toBe(true);
    expect(isGenesysRegion('evil.example.com')).toBe(false);
  });
});
