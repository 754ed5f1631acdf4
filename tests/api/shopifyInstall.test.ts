import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decrypt } from '../../server/secrets';
import { sandboxShopToken } from '../../server/sandboxes/shopify/tokenRoute';
import { installState } from '../../server/shopify/installState';
import { SANDBOX_SHOPIFY_API_KEY, sandboxShopifySecret } from '../../server/shopify/shopifyApp';
import { queryHmac } from '../../server/shopify/shopifyHmac';
import { shopifyMessages } from '../../services/contracts/installs/shopify';
import { companyWith, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, type TestApp, listeningTestApp } from './testApp';

let t: TestApp;
let base: string;
let admin: Person;
let member: Person;
let stranger: Person;
let harbour: string;
let other: string;

beforeAll(async () => {
  ({ t, base } = await listeningTestApp((base) => ({ publicUrl: base })));
  admin = await personWithSession(t, 'Admin');
  member = await personWithSession(t, 'Member');
  stranger = await personWithSession(t, 'Stranger');
  harbour = await companyWith(t, 'Harbour Goods', [
    [admin, 'ADMIN'],
    [member, 'USER'],
  ]);
  other = await companyWith(t, 'Other Goods', [[admin, 'ADMIN']]);
  await companyWith(t, 'Stranger Co', [[stranger, 'ADMIN']]);
});
afterAll(async () => t.app.close());

const call = (path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
  fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

const authorize = (query: Record<string, string>) => call(`/core/v1/shopify/authorize?${new URLSearchParams(query)}`);

/** The merchant's way through the shop: the authorize address, its install page, Install app, and the query Shopify sends back. */
async function installCallback(shop: string): Promise<Record<string, string>> {
  const started = await authorize({ shop });
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const page = await call(url.replace(base, ''));
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('View and edit orders');
  const form = new URL(url);
  const install = await call(`${form.pathname.replace(/authorize$/, 'install')}${form.search}`);
  expect(install.status).toBe(302);
  const back = new URL(install.headers.get('location') ?? '');
  expect(back.origin + back.pathname).toBe(`${base}/install/shopify`);
  return Object.fromEntries(back.searchParams);
}

const install = (token: string, companyId: string, callback: Record<string, string>, name = 'Harbour store') =>
  call('/core/v1/shopify/install', { method: 'POST', token, body: { companyId, name, callback } });

const shopRows = (shop: string) =>
  t.db
    .selectFrom('integrations')
    .selectAll()
    .where(sql<string>`properties->>'shopDomain'`, '=', shop)
    .execute();

describe("Shopify's authorization code grant, against the Shopify sandbox", () => {
  it('signs the redirect query as Shopify documents it', () => {
    const query = { code: '0907a61c0c8d55e99db179b68161bc00', shop: 'some-shop.myshopify.com', state: '0.6784241404160823', timestamp: '1337178173' };
    expect(queryHmac('hush', query)).toBe('700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf');
  });

  it("sends the merchant to the shop's authorize page with the app, the scopes, the way back and a state", async () => {
    const answer = await authorize({ shop: 'https://Harbour-Goods.myshopify.com/' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const url = new URL(((await answer.json()) as { url: string }).url);
    expect(url.pathname).toBe('/sandbox/shopify/harbour-goods.myshopify.com/admin/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe(SANDBOX_SHOPIFY_API_KEY);
    expect(url.searchParams.get('scope')).toBe('write_orders,read_customers,read_products');
    expect(url.searchParams.get('redirect_uri')).toBe(`${base}/install/shopify`);
    expect(url.searchParams.get('state')).toMatch(/\./);
    expect((await authorize({ shop: 'harbour' })).status).toBe(200);
  });

  it('refuses a missing or foreign shop and an installation request Shopify did not sign', async () => {
    const missing = await authorize({});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe(shopifyMessages.shopRequired);
    const foreign = await authorize({ shop: 'evil.example.com' });
    expect(((await foreign.json()) as { message: string }).message).toBe(shopifyMessages.shopInvalid);
    const forged = await authorize({ shop: 'harbour-goods.myshopify.com', timestamp: '1337178173', hmac: 'a'.repeat(64) });
    expect(((await forged.json()) as { message: string }).message).toBe(shopifyMessages.signatureRefused);
    const request = { shop: 'harbour-goods.myshopify.com', timestamp: '1337178173' };
    expect((await authorize({ ...request, hmac: queryHmac(sandboxShopifySecret(t.config.secretKey), request) })).status).toBe(200);
  });

  it("shows Shopify's OAuth error page for an unknown app or a redirect off the console", async () => {
    const unknown = await call(`/sandbox/shopify/harbour-goods.myshopify.com/admin/oauth/authorize?client_id=nope&redirect_uri=${encodeURIComponent(`${base}/install/shopify`)}`);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('application_cannot_be_found');
    const elsewhere = await call(
      `/sandbox/shopify/harbour-goods.myshopify.com/admin/oauth/authorize?client_id=${SANDBOX_SHOPIFY_API_KEY}&redirect_uri=https%3A%2F%2Fevil.example%2F`,
    );
    expect(await elsewhere.text()).toContain('not whitelisted');
  });

  it("connects the store for an admin, keeping the shop's token sealed and out of every answer", async () => {
    const callback = await installCallback('harbour-goods.myshopify.com');
    expect(callback).toMatchObject({ shop: 'harbour-goods.myshopify.com', hmac: expect.stringMatching(/^[0-9a-f]{64}$/), host: expect.any(String), timestamp: expect.any(String) });

    expect((await install('', harbour, callback)).status).toBe(401);
    expect((await install(member.token, harbour, callback)).status).toBe(403);
    expect((await install(stranger.token, harbour, callback)).status).toBe(403);
    expect(await shopRows('harbour-goods.myshopify.com')).toHaveLength(0);

    const answer = await install(admin.token, harbour, callback);
    expect(answer.status).toBe(200);
    const installed = (await answer.json()) as { integrationId: string; name: string; shop: string; reconnected: boolean };
    expect(installed).toMatchObject({ name: 'Harbour store', shop: 'harbour-goods.myshopify.com', reconnected: false });
    const [row] = await shopRows('harbour-goods.myshopify.com');
    expect(row).toMatchObject({
      id: installed.integrationId,
      company_id: harbour,
      type: 'SHOPIFY',
      properties: { shopDomain: 'harbour-goods.myshopify.com', scopes: 'write_orders,read_customers,read_products' },
    });
    expect(JSON.parse(decrypt(t.config.secretKey, row?.secrets_enc ?? ''))).toEqual({ accessToken: sandboxShopToken(t.config.secretKey, 'harbour-goods.myshopify.com') });

    const listed = await fetch(`${base}/bot/api/integrations/retrieve`, { headers: { authorization: `Bearer ${admin.token}`, companyid: harbour } });
    const text = await listed.text();
    expect(text).toContain('Harbour store');
    expect(text).not.toContain('shpat_');

    const again = await install(admin.token, harbour, callback);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toBe(shopifyMessages.codeRefused);
  });

  it('reconnects a store the company had, and refuses a store of another company', async () => {
    const first = (await (await install(admin.token, harbour, await installCallback('reconnect-goods.myshopify.com'), 'Reconnect')).json()) as { integrationId: string };
    const second = await install(admin.token, harbour, await installCallback('reconnect-goods.myshopify.com'), 'Reconnected store');
    expect(await second.json()).toMatchObject({ integrationId: first.integrationId, name: 'Reconnected store', reconnected: true });
    expect(await shopRows('reconnect-goods.myshopify.com')).toHaveLength(1);

    const taken = await install(admin.token, other, await installCallback('reconnect-goods.myshopify.com'));
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toBe(shopifyMessages.otherCompany);
    expect((await shopRows('reconnect-goods.myshopify.com')).map((r) => r.company_id)).toEqual([harbour]);
  });

  it('refuses a changed query, another shop under the same state, and a stale state', async () => {
    const callback = await installCallback('tampered-goods.myshopify.com');
    const changed = await install(admin.token, harbour, { ...callback, code: 'another-code' });
    expect(((await changed.json()) as { message: string }).message).toBe(shopifyMessages.signatureRefused);

    // Another shop, signed by the app but under a state issued for the first shop.
    const moved = { ...callback, shop: 'moved-goods.myshopify.com' };
    const resigned = { ...moved, hmac: queryHmac(sandboxShopifySecret(t.config.secretKey), moved) };
    expect(((await (await install(admin.token, harbour, resigned)).json()) as { message: string }).message).toBe(shopifyMessages.stateRefused);

    const stale = { ...callback, state: installState(t.config.secretKey, 'tampered-goods.myshopify.com', new Date(t.clock.now().getTime() - 16 * 60 * 1000)) };
    const staleSigned = { ...stale, hmac: queryHmac(sandboxShopifySecret(t.config.secretKey), stale) };
    expect(((await (await install(admin.token, harbour, staleSigned)).json()) as { message: string }).message).toBe(shopifyMessages.stateRefused);
    expect(await shopRows('tampered-goods.myshopify.com')).toHaveLength(0);
  });

  it("answers Shopify's OAuth errors on the code exchange", async () => {
    const exchange = (body: Record<string, string>) => call('/sandbox/shopify/harbour-goods.myshopify.com/admin/oauth/access_token', { method: 'POST', body });
    const wrongSecret = await exchange({ client_id: SANDBOX_SHOPIFY_API_KEY, client_secret: 'not-it', code: 'x' });
    expect(wrongSecret.status).toBe(400);
    expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' });
    const unknownCode = await exchange({ client_id: SANDBOX_SHOPIFY_API_KEY, client_secret: sandboxShopifySecret(t.config.secretKey), code: 'never-issued' });
    expect(await unknownCode.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('a Shopify that cannot be reached', () => {
  it('says so and stores nothing', async () => {
    const down = await buildTestApp(t.db, { publicUrl: base, shopifyShopUrl: 'http://127.0.0.1:9/{shop}' });
    const shop = 'unreachable-goods.myshopify.com';
    const query = { code: 'c0de', shop, state: installState(down.config.secretKey, shop, down.clock.now()), timestamp: '1337178173' };
    const callback = { ...query, hmac: queryHmac(sandboxShopifySecret(down.config.secretKey), query) };
    const answer = await down.app.inject({
      method: 'POST',
      url: '/core/v1/shopify/install',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { companyId: harbour, name: 'Unreachable', callback },
    });
    expect(answer.statusCode).toBe(502);
    expect(answer.json().message).toBe(shopifyMessages.unreachable);
    expect(await shopRows(shop)).toHaveLength(0);
    await down.app.close();
  });
});
