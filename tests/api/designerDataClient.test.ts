// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertBot } from '../../server/bots/botStore';
import { starterFlow } from '../../server/bots/flowBuilder';
import { DEMO_PARTNER, seedDesignerDemo, setVersionPartner, type DesignerDemo } from '../../server/designerData/demoData';
import { createResourceData } from '../../services/designerData/resources';
import type { ResourceData } from '../../services/designerData';
import { createGraphqlClient } from '../../services/graphql';
import { configureHttpPolicy, http } from '../../services/http';
import { companyWith, fetchInto, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let admin: Person;
let outsider: Person;
let companyId: string;
let otherCompany: string;
let demo: DesignerDemo;
let botId: string;
let versionId: string;
let data: ResourceData;
const navigate = vi.fn();
const clearStorage = vi.fn();

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  admin = await personWithSession(t, 'Admin');
  outsider = await personWithSession(t, 'Out');
  companyId = await companyWith(t, 'Client Co', [[admin, 'ADMIN']]);
  otherCompany = await companyWith(t, 'Other Co', [[outsider, 'ADMIN']]);
  demo = await seedDesignerDemo(t.db, t.clock.now(), t.config.secretKey, { companyId, userId: admin.userId });
  botId = await insertBot(t.db, t.clock.now(), { name: 'Client bot', companyId, userId: admin.userId, flow: starterFlow() });
  versionId = (await t.db.selectFrom('bot_versions').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;
  await setVersionPartner(t.db, t.config.secretKey, versionId, DEMO_PARTNER, demo.partnerToken);
  // The console keeps its token in a cookie; this process has no browser, so it gets a document with one.
  vi.stubGlobal('document', { cookie: `token=${encodeURIComponent(admin.token)}` });
  configureHttpPolicy({ navigate, clearStorage });
  const fetchFn = fetchInto(t.app);
  const graphql = createGraphqlClient({ uri: 'http://console.test/bot/graphql', fetch: fetchFn });
  data = createResourceData({ http: http.extend({ prefixUrl: 'http://console.test', fetch: fetchFn }), graphql: () => graphql });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.app.close();
  await t.db.destroy();
});

describe('the designer data client against the server', () => {
  it('reads integrations, by type, and departments', async () => {
    expect((await data.integrations(companyId)).map((i) => i.type)).toEqual(['CRAFTGATE', 'STRIPE', 'SHOPIFY', 'Commerce', 'GENESYS', 'UCD']);
    expect(await data.integrations(companyId, 'STRIPE')).toHaveLength(1);
    expect((await data.departments(companyId, demo.integrations.genesys)).map((d) => d.name)).toEqual(['Sales', 'Support', 'Billing']);
  });

  it('reads catalogs and products', async () => {
    expect(await data.catalogs(companyId, demo.integrations.commerce)).toEqual([
      { id: '100200300', name: 'Summer collection' },
      { id: '100200400', name: 'Accessories' },
    ]);
    const products = await data.products(companyId, demo.integrations.commerce, '100200400');
    expect(products[1]).toEqual({
      id: '602',
      price: '35.00 USD',
      sale_price: '28.00 USD',
      size: null,
      image_url: 'https://picsum.photos/seed/602/390/443',
      name: 'Sunglasses',
      retailer_id: 'SKU-602',
    });
  });

  it('reads code blocks, versions newest first and parameters', async () => {
    expect((await data.codeBlocks(companyId)).map((b) => b.functionName)).toEqual(['Order status', 'Shipping price']);
    expect(await data.codeBlock(companyId, demo.codeBlocks[0])).toEqual({ versions: ['1.1.0', '1.0.0'], parameters: ['orderNumber', 'email'] });
    expect(await data.codeBlock(companyId, demo.codeBlocks[0], '1.0.0')).toEqual({ versions: ['1.1.0', '1.0.0'], parameters: ['orderNumber'] });
  });

  it('reads partner events and contacts, zaps, templates, partners, agents and tags', async () => {
    expect((await data.partnerEvents(botId, versionId)).map((e) => e.key)).toEqual(['confirmation_page_view', 'add_to_cart']);
    expect((await data.partnerContacts(botId, versionId)).map((c) => c.mappedKey)).toEqual(['firstName', 'city', 'loyaltyTier']);
    expect(await data.zaps(companyId)).toHaveLength(2);
    expect((await data.zapTemplates()).map((z) => z.slug)).toContain('post-orders-to-slack');
    expect((await data.partners(companyId)).map((p) => p.partnerName)).toEqual([DEMO_PARTNER]);
    expect((await data.agents(companyId, DEMO_PARTNER)).filter((a) => a.isPublished && a.version !== 'DRAFT').map((a) => a.agentName)).toEqual([
      'Support assistant',
      'Shopping assistant',
    ]);
    expect(await data.conversationTags(companyId)).toEqual(['Complaint', 'Order', 'Return', 'VIP']);
  });

  it('reads bots and their versions over GraphQL', async () => {
    expect(await data.bots(companyId)).toEqual([{ id: botId, name: 'Client bot' }]);
    expect((await data.botVersions(botId)).map((v) => v.name)).toEqual(['v1']);
  });

  it('rejects with the ApiFailure shape: the server status and message', async () => {
    await expect(data.codeBlock(companyId, demo.codeBlocks[0], '7.7.7')).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      body: { message: 'The code block version does not exist.' },
    });
    const withoutPartner = await insertBot(t.db, t.clock.now(), { name: 'Plain', companyId, userId: admin.userId, flow: starterFlow() });
    const plainVersion = (await data.botVersions(withoutPartner))[0]?.id ?? '';
    await expect(data.partnerEvents(withoutPartner, plainVersion)).rejects.toMatchObject({
      status: 409,
      body: { message: 'Please add a ucd integration to be able to use this feature!', cause: 'err_no_partner' },
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("another company's data is refused with 403, and the global policy leaves the page", async () => {
    await expect(data.integrations(otherCompany)).rejects.toMatchObject({ kind: 'http', status: 403, body: { message: "You don't have access to this company." } });
    expect(navigate).toHaveBeenCalledWith('/error?header=access_blocked');
  });
});
