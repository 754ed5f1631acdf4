import { companyCall, uniqueSuffix } from './kit';

/**
 * What a channel screen's tests make through the public API as the signed-in person before
 * the page opens: a company of their own (its ADMIN), an assistant "Helper" in it and the
 * channel; the company profile then opens on a link to the channel's form.
 */
export const channelImports = [{ names: ['graphql', 'sessionToken'], from: 'tests/e2e/support/designer' }];

/** The assistant the prelude makes: the create forms offer it by this name. */
export const ASSISTANT_NAME = 'Helper';

const token = { name: 'token', code: ['const token = await sessionToken(page);'] };
const companyId = {
  name: 'companyId',
  code: [`const { createCompany: { id: companyId } } = await ${companyCall('token', '`Channels ${unique}`')};`],
};
const assistant = {
  name: 'assistant',
  code: [
    `const { createBot: assistant } = await graphql<{ createBot: { id: string; name: string } }>(baseUrl, token, 'mutation ($name: String!, $companyId: ID!) { createBot(name: $name, companyId: $companyId) { id name } }', { name: ${JSON.stringify(ASSISTANT_NAME)}, companyId }, companyId);`,
  ],
};

/**
 * The WhatsApp Cloud sandbox's account as its page shows it to the developer (/sandbox/whatsapp,
 * developer mode): a channel connected to it has the Cloud API side its form reads (the
 * approved templates).
 */
export const cloudSandbox = {
  name: 'cloud',
  code: [
    "await page.goto('/sandbox/whatsapp');",
    "const sandboxValue = async (name: string) => ((await page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) }).getByRole('cell').textContent()) ?? '').trim();",
    "const cloud = { phoneNumberId: await sandboxValue('Phone number id'), businessAccountId: await sandboxValue('WhatsApp Business Account id'), accessToken: await sandboxValue('Access token'), appSecret: await sandboxValue('App secret'), verifyToken: await sandboxValue('Verify token') };",
  ],
};

/** A channel of the kind named "Main" with these properties, answered by the assistant, held in `name` (its id). */
export function channelPrelude(name: string, kind: string, properties: string) {
  return {
    name,
    code: [
      `const ${name} = (await graphql<{ addConnectionToCompany: { channel: { id: string } } }>(baseUrl, token, 'mutation ($companyId: ID!, $name: String!, $type: ChannelKind!, $botId: ID, $properties: String!) { addConnectionToCompany(companyId: $companyId, name: $name, type: $type, botId: $botId, properties: $properties) { channel { id } } }', { companyId, name: 'Main', type: '${kind}', botId: assistant.id, properties: JSON.stringify(${properties}) }, companyId)).addConnectionToCompany.channel.id;`,
    ],
  };
}

/** The prelude values every channel screen starts from, then its own channels. */
export const channelPreludes = (...channels: Array<{ name: string; code: string[] }>) => [uniqueSuffix, token, companyId, assistant, ...channels];

/** The company profile's CHANNELS tab, and the link that opens one channel's form there. */
export const channelsTab = '`/company-profile?id=${companyId}&initial=CHANNELS`';
export const channelLink = (channel: string) => `\`/company-profile?id=\${companyId}&initial=CHANNELS&channel=\${${channel}}\``;
