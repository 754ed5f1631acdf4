import type { Db } from '../db/connect';
import { encrypt, randomToken } from '../secrets';
import { AGENT_KIND, agentScope } from '../providers/agents/sandboxAdapter';
import { COMMERCE_CATALOG_KIND } from '../providers/commerce/sandboxAdapter';
import { GENESYS_CLIENT_KIND, GENESYS_DEPARTMENT_KIND } from '../providers/contactCenter/sandboxAdapter';
import { PARTNER_ACCOUNT_KIND, PARTNER_CONTACT_KIND, PARTNER_EVENT_KIND } from '../providers/partners/sandboxAdapter';
import { ZAPIER_TEMPLATE_KIND, ZAPIER_ZAP_KIND } from '../providers/zapier/sandboxAdapter';
import { insertCodeBlock } from './codeBlockStore';
import { COMMERCE_TYPE } from './commerceRoutes';
import { insertIntegration } from './integrationStore';
import { putSandboxRecords } from './sandboxRecords';

export const DEMO_PARTNER = 'demo-partner';
export const DEMO_BUSINESS_ID = 'demo-business';
export const DEMO_GENESYS_REGION = 'mypurecloud.de';

export type DesignerDemo = {
  integrations: Record<'craftgate' | 'stripe' | 'shopify' | 'commerce' | 'genesys' | 'ucd', string>;
  codeBlocks: [string, string];
  /** The credentials the demo integrations hold (fresh for every seed), so tests can look for leaks. */
  secrets: string[];
  partnerName: string;
  partnerToken: string;
};

const product = (id: string, name: string, price: string, salePrice: string | null, size: string | null) => ({
  id,
  retailer_id: `SKU-${id}`,
  name,
  price,
  sale_price: salePrice,
  size,
  image_url: `https://picsum.photos/seed/${id}/390/443`,
});

/**
 * What a new user of the demo company finds behind the designer's panels: payment, e-commerce,
 * commerce manager, contact center and partner integrations, two code blocks, conversation tags,
 * a partner with agents, and the matching records of the local provider sandboxes. Credentials
 * are random per seed and stored sealed; the sandbox records hold the same ones, as the
 * provider would.
 */
export async function seedDesignerDemo(
  db: Db,
  now: Date,
  secretKey: string,
  owner: { companyId: string; userId: string | null; partnerName?: string; businessId?: string },
): Promise<DesignerDemo> {
  // All or nothing: a half-seeded demo would show panels with some lists missing.
  return db.transaction().execute((tx) => seedInTransaction(tx, now, secretKey, owner));
}

async function seedInTransaction(
  db: Db,
  now: Date,
  secretKey: string,
  owner: { companyId: string; userId: string | null; partnerName?: string; businessId?: string },
): Promise<DesignerDemo> {
  const { companyId, userId } = owner;
  // Partner names and commerce businesses are the providers' accounts: unique per company.
  const partnerName = owner.partnerName ?? DEMO_PARTNER;
  const businessId = owner.businessId ?? DEMO_BUSINESS_ID;
  const secret = (prefix: string) => `${prefix}${randomToken(18)}`;
  const craftgate = { apiKey: secret('cg-api-'), secretKey: secret('cg-secret-') };
  const stripe = { secretKey: secret('sk_test_') };
  const shopify = { accessToken: secret('shpat_') };
  const commerce = { accessToken: secret('EAAG') };
  const genesys = { clientId: secret('client-'), clientSecret: secret('gc-secret-') };
  const partnerToken = secret('ucd-');
  // One millisecond apart: the lists show integrations in the order they were connected.
  let connected = 0;
  const add = (name: string, type: string, properties: Record<string, unknown>, secrets: Record<string, string>) =>
    insertIntegration(db, new Date(now.getTime() + connected++), secretKey, { companyId, userId, name, type, properties, secrets });

  const integrations = {
    craftgate: await add('Craftgate', 'CRAFTGATE', { environment: 'sandbox', currency: 'TRY' }, craftgate),
    stripe: await add('Stripe', 'STRIPE', { accountName: 'Demo Store', currency: 'USD' }, stripe),
    // A store belongs to one company: each demo company gets its own.
    shopify: await add('Shopify Store', 'SHOPIFY', { shopDomain: `demo-store-${companyId.slice(0, 8)}.myshopify.com` }, shopify),
    commerce: await add('WhatsApp Commerce Manager', COMMERCE_TYPE, { businessId }, commerce),
    genesys: await add('Genesys Cloud (Frankfurt)', 'GENESYS', { region: DEMO_GENESYS_REGION }, genesys),
    ucd: await add('Partner Platform', 'UCD', { partnerName }, { requestToken: partnerToken }),
  };

  const day = 24 * 60 * 60 * 1000;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
  const codeBlocks: [string, string] = [
    await insertCodeBlock(db, now, {
      companyId,
      userId,
      name: 'Order status',
      versions: [
        { version: '1.0.0', code: 'return { status: lookup(params.orderNumber) };', parameters: ['orderNumber'], createdAt: at(10) },
        { version: '1.1.0', code: 'return { status: lookup(params.orderNumber, params.email) };', parameters: ['orderNumber', 'email'], createdAt: at(3) },
      ],
    }),
    await insertCodeBlock(db, now, {
      companyId,
      userId,
      name: 'Shipping price',
      versions: [{ version: '1.0.0', code: 'return { price: rate(params.country) * params.weight };', parameters: ['country', 'weight'], createdAt: at(5) }],
    }),
  ];

  for (const name of ['Complaint', 'Order', 'Return', 'VIP']) {
    await db.insertInto('conversation_tags').values({ company_id: companyId, name, created_at: now }).execute();
  }
  await db.insertInto('company_partners').values({ company_id: companyId, partner_name: partnerName, created_at: now }).execute();

  await putSandboxRecords(db, COMMERCE_CATALOG_KIND, businessId, [
    {
      key: '100200300',
      data: {
        name: 'Summer collection',
        products: [
          product('501', 'Linen shirt', '39.90 USD', '29.90 USD', 'M'),
          product('502', 'Straw hat', '19.90 USD', null, null),
          product('503', 'Canvas sneakers', '59.00 USD', null, '42'),
        ],
      },
    },
    {
      key: '100200400',
      data: { name: 'Accessories', products: [product('601', 'Leather belt', '24.50 USD', null, 'L'), product('602', 'Sunglasses', '35.00 USD', '28.00 USD', null)] },
    },
  ]);
  await putSandboxRecords(db, GENESYS_CLIENT_KIND, DEMO_GENESYS_REGION, [{ key: genesys.clientId, data: { clientSecret: genesys.clientSecret } }]);
  await putSandboxRecords(db, GENESYS_DEPARTMENT_KIND, DEMO_GENESYS_REGION, [
    { key: 'd2a1c6e0-0001-4000-8000-000000000001', data: { name: 'Sales' } },
    { key: 'd2a1c6e0-0002-4000-8000-000000000002', data: { name: 'Support' } },
    { key: 'd2a1c6e0-0003-4000-8000-000000000003', data: { name: 'Billing' } },
  ]);
  await putSandboxRecords(db, ZAPIER_ZAP_KIND, companyId, [
    { key: '210001', data: { name: 'New lead to Google Sheets' } },
    { key: '210002', data: { name: 'Order note to Slack' } },
  ]);
  await putSandboxRecords(db, ZAPIER_TEMPLATE_KIND, '', [
    {
      key: 'save-leads-to-google-sheets',
      data: {
        title: 'Save new leads to Google Sheets',
        description_plain: 'Adds a row to a spreadsheet for every lead the assistant collects.',
        url: 'https://zapier.com/apps/google-sheets/integrations',
        create_url: 'https://zapier.com/webintent/create-zap?template=save-leads-to-google-sheets',
        status: 'published',
      },
    },
    {
      key: 'post-orders-to-slack',
      data: {
        title: 'Post new orders to a Slack channel',
        description_plain: 'Sends a Slack message when a customer completes an order in a conversation.',
        url: 'https://zapier.com/apps/slack/integrations',
        create_url: 'https://zapier.com/webintent/create-zap?template=post-orders-to-slack',
        status: 'published',
      },
    },
  ]);
  await putSandboxRecords(db, PARTNER_ACCOUNT_KIND, partnerName, [{ key: 'account', data: { requestToken: partnerToken } }]);
  await putSandboxRecords(db, PARTNER_EVENT_KIND, partnerName, [
    {
      key: 'confirmation_page_view',
      data: { display_name: 'Confirmation Page View', params: [{ key: 'order_id', display_name: 'Order id', type: 'string', mappedKey: 'orderId' }] },
    },
    {
      key: 'add_to_cart',
      data: {
        display_name: 'Add To Cart',
        params: [
          { key: 'product_id', display_name: 'Product id', type: 'string', mappedKey: 'productId' },
          { key: 'price', display_name: 'Price', type: 'number', mappedKey: 'price' },
        ],
      },
    },
  ]);
  await putSandboxRecords(db, PARTNER_CONTACT_KIND, partnerName, [
    { key: 'first_name', data: { display_name: 'First name', mappedKey: 'firstName' } },
    { key: 'city', data: { display_name: 'City', mappedKey: 'city' } },
    { key: 'loyalty_tier', data: { display_name: 'Loyalty tier', mappedKey: 'loyaltyTier' } },
  ]);
  const agent = (agentId: string, agentType: 'support' | 'shopping', agentName: string, version: string, isPublished: boolean, functions: string[]) => ({
    agentId,
    agentType,
    agentName,
    agentDescription: agentType === 'support' ? 'Answers questions about orders and returns.' : 'Helps customers find and buy products.',
    createdAt: at(7).toISOString(),
    memoryEnabled: agentType === 'shopping',
    knowledgeBases: [],
    functions: functions.map((name) => ({ name })),
    isPublished,
    version,
  });
  await putSandboxRecords(db, AGENT_KIND, agentScope(companyId, partnerName), [
    { key: 'agent-support-v2', data: agent('agent-support', 'support', 'Support assistant', 'v2', true, ['handover_to_human', 'end_conversation']) },
    { key: 'agent-support-draft', data: agent('agent-support', 'support', 'Support assistant', 'DRAFT', false, ['handover_to_human', 'end_conversation', 'refund']) },
    { key: 'agent-shopping-v1', data: agent('agent-shopping', 'shopping', 'Shopping assistant', 'v1', true, ['add_to_cart', 'checkout']) },
  ]);

  return {
    integrations,
    codeBlocks,
    secrets: [...Object.values(craftgate), ...Object.values(stripe), ...Object.values(shopify), ...Object.values(commerce), ...Object.values(genesys), partnerToken],
    partnerName,
    partnerToken,
  };
}

/** Points a version at a partner (ucd) account; the token is stored sealed. */
export async function setVersionPartner(db: Db, secretKey: string, versionId: string, partnerName: string, requestToken: string): Promise<void> {
  await db
    .updateTable('bot_versions')
    .set({ partner_name: partnerName, request_token_enc: encrypt(secretKey, requestToken) })
    .where('id', '=', versionId)
    .execute();
}
