// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBot } from '../../server/bots/botStore';
import { starterFlow } from '../../server/bots/flowBuilder';
import { DEMO_GENESYS_REGION, DEMO_PARTNER, seedDesignerDemo, setVersionPartner, type DesignerDemo } from '../../server/designerData/demoData';
import { insertIntegration } from '../../server/designerData/integrationStore';
import { putSandboxRecords } from '../../server/designerData/sandboxRecords';
import { GENESYS_CLIENT_KIND } from '../../server/providers/contactCenter/sandboxAdapter';
import { DEMO_ADMIN_EMAIL, DEMO_COMPANY_NAME, seedDemo } from '../../server/seed';
import { HOME_IP, OFFICE_IP, restCall, twoCompanies, type Person } from './graphqlHelpers';
import { buildTestApp, countRows, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let admin: Person;
let user: Person;
let outsider: Person;
let companyA: string;
let companyB: string;
let demoA: DesignerDemo;
let demoB: DesignerDemo;
let botA: string;
let versionA: string;
let botB: string;
let versionB: string;

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  ({ admin, user, outsider, companyA, companyB } = await twoCompanies(t));
  demoA = await seedDesignerDemo(t.db, t.clock.now(), t.config.secretKey, { companyId: companyA, userId: admin.userId });
  demoB = await seedDesignerDemo(t.db, t.clock.now(), t.config.secretKey, {
    companyId: companyB,
    userId: outsider.userId,
    partnerName: 'other-partner',
    businessId: 'other-business',
  });
  botA = await insertBot(t.db, t.clock.now(), { name: 'Helper', companyId: companyA, userId: admin.userId, flow: starterFlow() });
  botB = await insertBot(t.db, t.clock.now(), { name: 'Other', companyId: companyB, userId: outsider.userId, flow: starterFlow() });
  versionA = (await t.db.selectFrom('bot_versions').select('id').where('bot_id', '=', botA).executeTakeFirstOrThrow()).id;
  versionB = (await t.db.selectFrom('bot_versions').select('id').where('bot_id', '=', botB).executeTakeFirstOrThrow()).id;
  await setVersionPartner(t.db, t.config.secretKey, versionA, DEMO_PARTNER, demoA.partnerToken);
  await setVersionPartner(t.db, t.config.secretKey, versionB, demoB.partnerName, demoB.partnerToken);
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

type Call = { token?: string; ip?: string; company?: string | null; headers?: Record<string, string>; body?: unknown };

function call(method: 'GET' | 'POST', url: string, { token = admin.token, ip = OFFICE_IP, company = companyA, headers = {}, body }: Call = {}): Promise<LightMyRequestResponse> {
  return restCall(t.app, method, url, { token, ip, company, headers, body });
}
const get = (url: string, options?: Call) => call('GET', url, options);
const post = (url: string, body: unknown, options?: Call) => call('POST', url, { ...options, body });

function expectError(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ statusCode: status, message });
}

/** No stored credential, and no field that could carry one, in an answer. */
function expectNoSecrets(response: LightMyRequestResponse) {
  for (const secret of [...demoA.secrets, ...demoB.secrets]) expect(response.body).not.toContain(secret);
  expect(response.body).not.toMatch(/secret|accessToken|apiKey|requestToken|clientId/i);
}

describe('GET /bot/api/integrations/retrieve and /by-type', () => {
  it("answers the company's integrations with _id, name, type and properties, and no secrets", async () => {
    const response = await get('/bot/api/integrations/retrieve');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    expect(list.map((i) => i.type)).toEqual(['CRAFTGATE', 'STRIPE', 'SHOPIFY', 'Commerce', 'GENESYS', 'UCD']);
    expect(list[0]).toEqual({ _id: demoA.integrations.craftgate, name: 'Craftgate', type: 'CRAFTGATE', properties: { environment: 'sandbox', currency: 'TRY' } });
    for (const item of list) expect(Object.keys(item).sort()).toEqual(['_id', 'name', 'properties', 'type']);
    expect(list.map((i) => i._id)).not.toContain(demoB.integrations.stripe);
    expectNoSecrets(response);
  });

  it('reads the company from the companyId query parameter too', async () => {
    const response = await get(`/bot/api/integrations/retrieve?companyId=${companyA}`, { company: null });
    expect((response.json() as unknown[]).length).toBe(6);
  });

  it('filters by type, case-insensitively', async () => {
    const stripe = await get('/bot/api/integrations/by-type?type=STRIPE');
    expect(stripe.json()).toEqual([{ _id: demoA.integrations.stripe, name: 'Stripe', type: 'STRIPE', properties: { accountName: 'Demo Store', currency: 'USD' } }]);
    const commerce = await get('/bot/api/integrations/by-type?type=commerce');
    expect((commerce.json() as Array<{ _id: string }>).map((i) => i._id)).toEqual([demoA.integrations.commerce]);
    expect((await get('/bot/api/integrations/by-type?type=PAYTR')).json()).toEqual([]);
    expectNoSecrets(stripe);
  });

  it('refuses a missing type or company, and companies that disagree, with readable 400s', async () => {
    expectError(await get('/bot/api/integrations/by-type'), 400, 'type is required.');
    expectError(await get('/bot/api/integrations/by-type?type=%20'), 400, 'type is required.');
    expectError(await get('/bot/api/integrations/retrieve', { company: null }), 400, 'companyId is required (the companyID header or the companyId query parameter).');
    expectError(await get(`/bot/api/integrations/retrieve?companyId=${companyB}`), 400, 'The companyId of the query and the companyID header differ.');
  });
});

describe('POST /bot/api/genesys/departments', () => {
  it("lists the region's departments with the integration's stored credentials; the answer holds none", async () => {
    const response = await post('/bot/api/genesys/departments', { integrationId: demoA.integrations.genesys });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Array<{ name: string }>).map((d) => d.name)).toEqual(['Sales', 'Support', 'Billing']);
    expect(Object.keys((response.json() as object[])[0] ?? {}).sort()).toEqual(['id', 'name']);
    expectNoSecrets(response);
  });

  it('answers the departments entered on a GENERIC contact center integration', async () => {
    const generic = await insertIntegration(t.db, t.clock.now(), t.config.secretKey, {
      companyId: companyA,
      userId: admin.userId,
      name: 'Our call center',
      type: 'GENERIC',
      properties: { departments: [{ id: 'sales', name: 'Sales' }, { id: 'vip', name: 'VIP desk' }, { broken: true }] },
      secrets: {},
    });
    try {
      expect((await post('/bot/api/genesys/departments', { integrationId: generic })).json()).toEqual([
        { id: 'sales', name: 'Sales' },
        { id: 'vip', name: 'VIP desk' },
      ]);
    } finally {
      await t.db.deleteFrom('integrations').where('id', '=', generic).execute();
    }
  });

  it('refuses bad input, other integrations and those of another company; nothing is stored', async () => {
    const before = await countRows(t.db, 'integrations');
    expectError(await post('/bot/api/genesys/departments', {}), 400, 'integrationId is required.');
    expectError(await post('/bot/api/genesys/departments', { integrationId: 42 }), 400, 'integrationId must be a string.');
    expectError(await post('/bot/api/genesys/departments', { clientId: 'x', clientSecret: 'y', region: 'mypurecloud.de' }), 400, 'integrationId is required.');
    expectError(await post('/bot/api/genesys/departments', { integrationId: demoA.integrations.stripe }), 400, 'The integration is not a contact center integration.');
    expectError(await post('/bot/api/genesys/departments', { integrationId: demoB.integrations.genesys }), 404, 'The integration does not exist.');
    expectError(await post('/bot/api/genesys/departments', { integrationId: 'not-an-id' }), 404, 'The integration does not exist.');
    expect(await countRows(t.db, 'integrations')).toBe(before);
  });

  it('answers a readable 502 when the contact center refuses the stored credentials', async () => {
    const [client] = await t.db
      .selectFrom('provider_sandbox_records')
      .select(['key', 'data'])
      .where('kind', '=', GENESYS_CLIENT_KIND)
      .where('scope', '=', DEMO_GENESYS_REGION)
      .execute();
    if (!client) throw new Error('no sandbox client');
    // Both demo companies' clients live in the same region: break them all, then restore.
    const clients = await t.db.selectFrom('provider_sandbox_records').select(['key', 'data']).where('kind', '=', GENESYS_CLIENT_KIND).execute();
    await putSandboxRecords(
      t.db,
      GENESYS_CLIENT_KIND,
      DEMO_GENESYS_REGION,
      clients.map((c) => ({ key: c.key, data: { clientSecret: 'rotated' } })),
    );
    try {
      const response = await post('/bot/api/genesys/departments', { integrationId: demoA.integrations.genesys });
      expectError(response, 502, 'The connected service refused the stored credentials. Check the integration in the company profile.');
      expect(response.json()).toMatchObject({ cause: 'err_provider_refused' });
      expectNoSecrets(response);
    } finally {
      await putSandboxRecords(
        t.db,
        GENESYS_CLIENT_KIND,
        DEMO_GENESYS_REGION,
        clients.map((c) => ({ key: c.key, data: c.data as Record<string, unknown> })),
      );
    }
  });
});

describe('GET /bot/api/commerce/:integrationId/catalogs and .../catalog/:catalogId/products', () => {
  const catalogs = (integrationId: string, query = '?fields=id,name') => get(`/bot/api/commerce/${integrationId}/catalogs${query}`);
  const products = (integrationId: string, catalogId: string, query = '?fields=id,price,sale_price,size,image_url,name,retailer_id') =>
    get(`/bot/api/commerce/${integrationId}/catalog/${catalogId}/products${query}`);

  it('answers the catalogs (data, paging) with the asked fields only', async () => {
    const response = await catalogs(demoA.integrations.commerce);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { data: unknown[]; paging: { cursors: { before: string; after: string } } };
    expect(body.data).toEqual([
      { id: '100200300', name: 'Summer collection' },
      { id: '100200400', name: 'Accessories' },
    ]);
    expect(body.paging.cursors.before).not.toBe('');
    expect((await catalogs(demoA.integrations.commerce, '?fields=id')).json()).toMatchObject({ data: [{ id: '100200300' }, { id: '100200400' }] });
    expectNoSecrets(response);
  });

  it("answers a catalog's products with the spec's fields", async () => {
    const response = await products(demoA.integrations.commerce, '100200300');
    const body = response.json() as { data: Array<Record<string, unknown>> };
    expect(body.data).toHaveLength(3);
    expect(body.data[0]).toEqual({
      id: '501',
      price: '39.90 USD',
      sale_price: '29.90 USD',
      size: 'M',
      image_url: 'https://picsum.photos/seed/501/390/443',
      name: 'Linen shirt',
      retailer_id: 'SKU-501',
    });
    expect((await products(demoA.integrations.commerce, '100200400', '?fields=retailer_id')).json()).toEqual({ data: [{ retailer_id: 'SKU-601' }, { retailer_id: 'SKU-602' }] });
  });

  it('refuses unknown fields, other integration types, unknown catalogs and another company', async () => {
    expectError(await catalogs(demoA.integrations.commerce, '?fields=id,secret'), 400, 'fields may only name id, name.');
    expectError(await products(demoA.integrations.commerce, '100200300', '?fields=cost'), 400, 'fields may only name id, price, sale_price, size, image_url, name, retailer_id.');
    expectError(await catalogs(demoA.integrations.shopify), 400, 'The integration is not a commerce manager integration.');
    expectError(await products(demoA.integrations.commerce, '999'), 404, 'The catalog does not exist.');
    expectError(await catalogs(demoB.integrations.commerce), 404, 'The integration does not exist.');
    expectError(await products(demoB.integrations.commerce, '100200300'), 404, 'The integration does not exist.');
  });
});

describe('GET /bot/api/code-station/code-block', () => {
  it('answers a page of the code blocks with the paging fields', async () => {
    const response = await get(`/bot/api/code-station/code-block?companyId=${companyA}&page=0&pageSize=1000`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { data: Array<Record<string, unknown>> } & Record<string, unknown>;
    expect(body).toMatchObject({ currentPage: 0, hasNext: false, hasPrevious: false, pageSize: 1000, totalCount: 2, totalPages: 1 });
    expect(body.data.map((b) => [b.functionId, b.functionName, b.version, b.companyId])).toEqual([
      [demoA.codeBlocks[0], 'Order status', '1.1.0', companyA],
      [demoA.codeBlocks[1], 'Shipping price', '1.0.0', companyA],
    ]);
    const second = (await get(`/bot/api/code-station/code-block?companyId=${companyA}&page=1&pageSize=1`)).json();
    expect(second).toMatchObject({ currentPage: 1, hasNext: false, hasPrevious: true, totalPages: 2, data: [{ functionName: 'Shipping price' }] });
  });

  it('refuses pages out of range with readable 400s', async () => {
    expectError(await get(`/bot/api/code-station/code-block?companyId=${companyA}&page=-1`), 400, 'page must be a whole number from 0 to 1000000.');
    expectError(await get(`/bot/api/code-station/code-block?companyId=${companyA}&pageSize=1001`), 400, 'pageSize must be a whole number from 1 to 1000.');
    expectError(await get(`/bot/api/code-station/code-block?companyId=${companyA}&pageSize=ten`), 400, 'pageSize must be a whole number from 1 to 1000.');
  });

  it('answers versions newest first and the parameters of the newest, or of the asked version', async () => {
    const newest = await get(`/bot/api/code-station/code-block/${demoA.codeBlocks[0]}`);
    expect(newest.json()).toEqual({
      functionId: demoA.codeBlocks[0],
      functionName: 'Order status',
      version: '1.1.0',
      versions: ['1.1.0', '1.0.0'],
      parameters: ['orderNumber', 'email'],
    });
    const older = await get(`/bot/api/code-station/code-block/${demoA.codeBlocks[0]}?version=1.0.0`);
    expect(older.json()).toMatchObject({ version: '1.0.0', parameters: ['orderNumber'] });
  });

  it('answers 404 for an unknown version, block, or a block of another company', async () => {
    expectError(await get(`/bot/api/code-station/code-block/${demoA.codeBlocks[0]}?version=9.9.9`), 404, 'The code block version does not exist.');
    expectError(await get(`/bot/api/code-station/code-block/${demoB.codeBlocks[0]}`), 404, 'The code block does not exist.');
    expectError(await get('/bot/api/code-station/code-block/not-an-id'), 404, 'The code block does not exist.');
  });
});

describe('POST /bot/api/ucd/partner/events and /contacts', () => {
  it("answers the partner's events and contacts with the version's stored partner and token", async () => {
    const events = await post('/bot/api/ucd/partner/events', { botId: botA, versionId: versionA });
    expect(events.statusCode, events.body).toBe(200);
    expect(events.json()).toEqual([
      { key: 'confirmation_page_view', display_name: 'Confirmation Page View', params: [{ key: 'order_id', display_name: 'Order id', type: 'string', mappedKey: 'orderId' }] },
      {
        key: 'add_to_cart',
        display_name: 'Add To Cart',
        params: [
          { key: 'product_id', display_name: 'Product id', type: 'string', mappedKey: 'productId' },
          { key: 'price', display_name: 'Price', type: 'number', mappedKey: 'price' },
        ],
      },
    ]);
    const contacts = await post('/bot/api/ucd/partner/contacts', { botId: botA, versionId: versionA });
    expect((contacts.json() as Array<{ key: string }>).map((c) => c.key)).toEqual(['first_name', 'city', 'loyalty_tier']);
    expectNoSecrets(events);
    expectNoSecrets(contacts);
  });

  it('says a version without a partner needs a ucd integration (spec 5.7)', async () => {
    const bare = await insertBot(t.db, t.clock.now(), { name: 'Bare', companyId: companyA, userId: admin.userId, flow: starterFlow() });
    const version = await t.db.selectFrom('bot_versions').select('id').where('bot_id', '=', bare).executeTakeFirstOrThrow();
    const response = await post('/bot/api/ucd/partner/events', { botId: bare, versionId: version.id });
    expectError(response, 409, 'Please add a ucd integration to be able to use this feature!');
    expect(response.json()).toMatchObject({ cause: 'err_no_partner' });
  });

  it("refuses bad input, another assistant's version and another company's assistant", async () => {
    expectError(await post('/bot/api/ucd/partner/events', { botId: botA }), 400, 'versionId is required.');
    expectError(await post('/bot/api/ucd/partner/contacts', { versionId: versionA }), 400, 'botId is required.');
    expectError(await post('/bot/api/ucd/partner/contacts', { partnerName: DEMO_PARTNER, requestToken: demoA.partnerToken }), 400, 'botId is required.');
    expectError(await post('/bot/api/ucd/partner/events', { botId: botA, versionId: versionB }), 404, 'The version does not exist.');
    expectError(await post('/bot/api/ucd/partner/events', { botId: botB, versionId: versionB }), 403, "You don't have access to this company.");
  });

  it('answers a readable 502 when the partner refuses the stored token', async () => {
    const other = await insertBot(t.db, t.clock.now(), { name: 'Stale token', companyId: companyA, userId: admin.userId, flow: starterFlow() });
    const version = await t.db.selectFrom('bot_versions').select('id').where('bot_id', '=', other).executeTakeFirstOrThrow();
    await setVersionPartner(t.db, t.config.secretKey, version.id, DEMO_PARTNER, 'an-old-token');
    const response = await post('/bot/api/ucd/partner/events', { botId: other, versionId: version.id });
    expectError(response, 502, 'The connected service refused the stored credentials. Check the integration in the company profile.');
    expect(response.body).not.toContain('an-old-token');
  });
});

describe('Zapier, partners, agents, conversation tags', () => {
  it("answers the company's zaps and the zap templates", async () => {
    expect((await get(`/bot/api/zapier?companyID=${companyA}`, { company: null })).json()).toEqual([
      { id: '210001', name: 'New lead to Google Sheets' },
      { id: '210002', name: 'Order note to Slack' },
    ]);
    const templates = (await get('/bot/api/zapier/templates', { company: null })).json() as Array<Record<string, unknown>>;
    expect(templates.map((z) => z.slug)).toEqual(['save-leads-to-google-sheets', 'post-orders-to-slack']);
    expect(Object.keys(templates[0] ?? {}).sort()).toEqual(['create_url', 'description_plain', 'slug', 'status', 'title', 'url']);
  });

  it("answers the company's partners", async () => {
    const response = await get(`/bot/api/gachapon/company/partners?companyId=${companyA}`);
    expect(response.json()).toEqual([{ id: expect.any(String), companyId: companyA, partnerName: DEMO_PARTNER }]);
  });

  it("answers the partner's agents, every version, with the partnerName header", async () => {
    const response = await get('/bot/api/agents', { headers: { partnerName: DEMO_PARTNER } });
    expect(response.statusCode, response.body).toBe(200);
    const agents = response.json() as Array<Record<string, unknown>>;
    expect(agents.map((a) => [a.agentId, a.version, a.isPublished])).toEqual([
      ['agent-support', 'v2', true],
      ['agent-support', 'DRAFT', false],
      ['agent-shopping', 'v1', true],
    ]);
    expect(agents[2]).toMatchObject({ partnerName: DEMO_PARTNER, agentType: 'shopping', functions: [{ name: 'add_to_cart' }, { name: 'checkout' }] });
  });

  it('refuses agents without the partnerName header, or of a partner the company does not have', async () => {
    expectError(await get('/bot/api/agents'), 400, 'The partnerName header is required.');
    expectError(await get('/bot/api/agents', { headers: { partnerName: 'someone-else' } }), 404, 'The partner does not exist.');
    expectError(await get('/bot/api/agents', { headers: { partnerName: demoB.partnerName } }), 404, 'The partner does not exist.');
  });

  it("answers the company's conversation tags by name", async () => {
    const response = await get(`/bot/api/conversation-tags?companyId=${companyA}`);
    expect((response.json() as Array<{ name: string }>).map((tag) => tag.name)).toEqual(['Complaint', 'Order', 'Return', 'VIP']);
  });
});

type Route = { name: string; run: (options: Call) => Promise<LightMyRequestResponse> };
const routes: Route[] = [
  { name: 'integrations/retrieve', run: (o) => get('/bot/api/integrations/retrieve', o) },
  { name: 'integrations/by-type', run: (o) => get('/bot/api/integrations/by-type?type=STRIPE', o) },
  { name: 'genesys/departments', run: (o) => post('/bot/api/genesys/departments', { integrationId: demoA.integrations.genesys }, o) },
  { name: 'commerce catalogs', run: (o) => get(`/bot/api/commerce/${demoA.integrations.commerce}/catalogs?fields=id,name`, o) },
  { name: 'commerce products', run: (o) => get(`/bot/api/commerce/${demoA.integrations.commerce}/catalog/100200300/products`, o) },
  { name: 'code-block list', run: (o) => get(`/bot/api/code-station/code-block?page=0&pageSize=1000`, o) },
  { name: 'code-block', run: (o) => get(`/bot/api/code-station/code-block/${demoA.codeBlocks[0]}`, o) },
  { name: 'ucd events', run: (o) => post('/bot/api/ucd/partner/events', { botId: botA, versionId: versionA }, o) },
  { name: 'ucd contacts', run: (o) => post('/bot/api/ucd/partner/contacts', { botId: botA, versionId: versionA }, o) },
  { name: 'zapier', run: (o) => get('/bot/api/zapier', o) },
  { name: 'partners', run: (o) => get('/bot/api/gachapon/company/partners', o) },
  { name: 'agents', run: (o) => get('/bot/api/agents', { ...o, headers: { partnerName: DEMO_PARTNER } }) },
  { name: 'conversation-tags', run: (o) => get('/bot/api/conversation-tags', o) },
];

describe('every route: signed in, member, IP allowlist', () => {
  it.each(routes)('$name: 401 without a session, 403 for another company, err_ip_not_allowed from outside the allowlist, 200 for a USER', async ({ run }) => {
    expectError(await run({ token: '' }), 401, 'You are not signed in, or your session has expired.');
    expectError(await run({ token: outsider.token }), 403, "You don't have access to this company.");
    const blocked = await run({ ip: HOME_IP });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ cause: 'err_ip_not_allowed' });
    const asUser = await run({ token: user.token });
    expect(asUser.statusCode, asUser.body).toBe(200);
  });

  it('zap templates need a session only', async () => {
    expectError(await get('/bot/api/zapier/templates', { token: '', company: null }), 401, 'You are not signed in, or your session has expired.');
    expect((await get('/bot/api/zapier/templates', { token: outsider.token, company: null })).statusCode).toBe(200);
  });

  it('with the user-role setting on, a VIEWER reads every list (the roles limit changes, not reading)', async () => {
    const roles = await buildTestApp(t.db, { userRoleSetting: true });
    try {
      const response = await roles.app.inject({
        method: 'GET',
        url: '/bot/api/integrations/retrieve',
        remoteAddress: OFFICE_IP,
        headers: { authorization: `Bearer ${user.token}`, companyID: companyA },
      });
      expect(response.statusCode).toBe(200);
      expectNoSecrets(response);
    } finally {
      await roles.app.close();
    }
  });
});

describe('outside developer mode', () => {
  it('answers 503 for a provider that has no real adapter on the server', async () => {
    const live = await buildTestApp(t.db, { devMode: false });
    try {
      const response = await live.app.inject({
        method: 'GET',
        url: '/bot/api/zapier',
        remoteAddress: OFFICE_IP,
        headers: { authorization: `Bearer ${admin.token}`, companyID: companyA },
      });
      expectError(response, 503, 'This service is not configured on this server.');
    } finally {
      await live.app.close();
    }
  });
});

describe('demo data', () => {
  it('a first start with the secret key seeds the demo company with what the panels read', async () => {
    const db = await testDatabase();
    try {
      const seeded = await seedDemo(db, t.clock, 2 ** 10, t.config.secretKey);
      expect(seeded?.email).toBe(DEMO_ADMIN_EMAIL);
      const company = await db.selectFrom('companies').select('id').where('name', '=', DEMO_COMPANY_NAME).executeTakeFirstOrThrow();
      const types = await db.selectFrom('integrations').select('type').where('company_id', '=', company.id).orderBy('created_at').execute();
      expect(types.map((row) => row.type)).toEqual(['CRAFTGATE', 'STRIPE', 'SHOPIFY', 'Commerce', 'GENESYS', 'UCD']);
      expect(await countRows(db, 'code_blocks')).toBe(2);
      expect(await countRows(db, 'code_block_versions')).toBe(3);
      expect(await countRows(db, 'conversation_tags')).toBe(4);
      expect(await countRows(db, 'company_partners')).toBe(1);
      const stored = await db.selectFrom('integrations').select(['properties', 'secrets_enc']).execute();
      for (const row of stored) {
        expect(JSON.stringify(row.properties)).not.toMatch(/secret|token/i);
        expect(row.secrets_enc).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      }
    } finally {
      await db.destroy();
    }
  });
});
