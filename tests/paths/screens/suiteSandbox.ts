import type { Page } from 'playwright-core';
import { graphql } from '../../e2e/support/designer';
import { SANDBOX_PASSWORD } from './suiteSandboxControl';

/**
 * What the suite form's browser specs ask of the suite sandbox (developer mode) besides the
 * page: the captcha's text read off its picture as a person reads it, and an agent token got
 * through the console's own login, the captcha's text coming from the sandbox's operator-only
 * answer (a test can read it there; it runs on the server's machine).
 */

/** The characters the captcha picture in the dialog shows (its SVG draws each as a glyph). */
export async function captchaShown(page: Page, name: string): Promise<string> {
  const image = page.getByRole('dialog').getByRole('img', { name, exact: true });
  await image.waitFor({ state: 'visible' });
  const source = (await image.getAttribute('src')) ?? '';
  const svg = Buffer.from(source.slice(source.indexOf(',') + 1), 'base64').toString('utf8');
  return [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map((match) => match[1]).join('');
}

const json = (token: string, companyId: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}`, companyID: companyId });

/** The agent token of a sandbox agent, logged in through the console's suite routes as the company's ADMIN. */
export async function suiteAgentToken(baseUrl: string, token: string, companyId: string, username: string): Promise<string> {
  const captcha = (await (await fetch(`${baseUrl}/channel/suite/captcha`, { headers: json(token, companyId) })).json()) as { key: string };
  const { text } = (await (await fetch(`${baseUrl}/sandbox/suite/control/captchas/${encodeURIComponent(captcha.key)}`)).json()) as { text: string };
  const login = { username, password: SANDBOX_PASSWORD, captchaKey: captcha.key, captchaVal: text, suiteCompanyId: 'SC-1001', suitePoolId: 'P-2001' };
  const answer = await fetch(`${baseUrl}/channel/suite/login`, { method: 'POST', headers: json(token, companyId), body: JSON.stringify(login) });
  const body = (await answer.json()) as { suiteAgentToken?: string };
  if (!body.suiteAgentToken) throw new Error(`The suite login answered ${answer.status}: ${JSON.stringify(body)}`);
  return body.suiteAgentToken;
}

const ADD =
  'mutation ($companyId: ID!, $botId: ID, $properties: String!) { addConnectionToCompany(companyId: $companyId, name: "Desk", type: suite, botId: $botId, properties: $properties) { channel { id } } }';

/** A suite channel of the suite company SC-1001 and this pool of the agent, in a company of its own: the pool is then integrated. */
export async function suiteChannelOf(baseUrl: string, token: string, place: { companyId: string; botId: string }, username: string, pool: string): Promise<string> {
  const properties = { suiteCompanyId: 'SC-1001', suitePoolId: pool, suiteAgentToken: await suiteAgentToken(baseUrl, token, place.companyId, username), suiteType: 'SuiteCloud' };
  const added = await graphql<{ addConnectionToCompany: { channel: { id: string } } }>(
    baseUrl,
    token,
    ADD,
    { companyId: place.companyId, botId: place.botId, properties: JSON.stringify(properties) },
    place.companyId,
  );
  return added.addConnectionToCompany.channel.id;
}

/** A pool of the agent integrated by another company of the test's person (its own assistant and suite channel). */
export async function integratedPool(baseUrl: string, token: string, username: string, pool: string): Promise<string> {
  const name = `Other ${pool}`;
  const { createCompany } = await graphql<{ createCompany: { id: string } }>(
    baseUrl,
    token,
    'mutation ($name: String!, $country: String!) { createCompany(name: $name, country: $country) { id } }',
    { name, country: 'TURKEY' },
  );
  const { createBot } = await graphql<{ createBot: { id: string } }>(
    baseUrl,
    token,
    'mutation ($name: String!, $companyId: ID!) { createBot(name: $name, companyId: $companyId) { id } }',
    { name: 'Helper', companyId: createCompany.id },
    createCompany.id,
  );
  await suiteChannelOf(baseUrl, token, { companyId: createCompany.id, botId: createBot.id }, username, pool);
  return pool;
}
