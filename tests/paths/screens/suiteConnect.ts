import type { AnyEventObject, StateValue } from 'xstate';
import { suitePools, suiteRightValues } from '../models/suiteConnect.model';
import { channelImports, channelLink, channelPreludes, channelsTab } from './channelPrelude';
import { en, fill, inTemplate, needs, notOffered, outcome, q, status, visible, type Screen, type ScreenStep } from './kit';
import { POOL_TAKEN, POOLS_FAIL, suiteFailure } from './suiteFailures';

const channels = (key: string) => en('channels', key);
const dialog = "page.getByRole('dialog')";
const field = (key: string) => `${dialog}.getByLabel(${q(channels(key))}, { exact: true })`;
const press = (key: string) => [`await ${dialog}.getByRole('button', { name: ${q(channels(key))}, exact: true }).click();`];
const enabled = (key: string) => [
  `await expect.poll(() => ${dialog}.getByRole('button', { name: ${q(channels(key))}, exact: true }).isEnabled(), { timeout: 30_000 }).toBe(true);`,
];
const shows = (key: string) => visible(`${dialog}.getByText(${q(channels(key))})`);

const UPDATE = 'choose the handover pool';
const INTEGRATED = 'a pool already integrated';
/** The update scenarios: the form opens on the test's suite channel and saves with "Save". */
const UPDATES = [UPDATE, POOL_TAKEN, POOLS_FAIL];
/** The refusals the sandbox gives for what a scenario types: its status and text. */
const REFUSALS: Record<string, { status: number; key: string }> = {
  'a wrong password': { status: 401, key: 'suite.errors.wrongPassword' },
  [INTEGRATED]: { status: 402, key: 'suite.errors.alreadyIntegrated' },
  'a wrong captcha': { status: 403, key: 'suite.errors.captchaInvalid' },
  'a dormant account': { status: 405, key: 'suite.errors.notLoggedInForLong' },
};

/** The suite channel of the update scenarios, its agent logged in to the sandbox through the console's routes. */
const updatedChannel = {
  name: 'channel',
  code: ['const channel = await suiteChannelOf(baseUrl, token, { companyId, botId: assistant.id }, agent.username, `P-2001-${agent.suffix}`);'],
};
/**
 * The sandbox agent of this test, with the model's pools under the test's suffix (a pool is
 * connected once per server): the model's selin.agent and pool ids stand for them.
 */
const agent = { name: 'agent', code: ['const agent = await sandboxAgent(baseUrl, unique);'] };
const integrated = { name: 'integrated', code: ['const integrated = await integratedPool(baseUrl, token, agent.username, `P-2002-${agent.suffix}`);'] };

/**
 * A text field's value: the on-premise address of the model stands for the sandbox under this
 * server, its selin.agent for the test's agent, the pool ids get the test's own suffix (a pool
 * is integrated once on a server), the right captcha is read off the picture; anything else is
 * typed as the model has it.
 */
function typed(name: string, value: string, scenario: string): string[] {
  const input = field(`suite.fields.${name}`);
  if (name === 'url') {
    const slash = value.trim().endsWith('/') ? '/' : '';
    return [`await ${input}.fill('');`, `await ${input}.fill(\` \${baseUrl}/sandbox/suite${slash} \`);`];
  }
  if (name === 'username' && value.trim() === 'selin.agent') {
    return [`await ${input}.fill('');`, `await ${input}.fill(\`${inTemplate(value).replace('selin.agent', '${agent.username}')}\`);`];
  }
  if (name === 'suitePoolId' && scenario === INTEGRATED) return [`await ${input}.fill('');`, `await ${input}.fill(integrated);`];
  if (name === 'suitePoolId') return [`await ${input}.fill('');`, `await ${input}.fill(\`${inTemplate(value)}-\${agent.suffix}\`);`];
  if (name === 'captcha' && value === suiteRightValues.captcha) return [`await ${input}.fill(await captchaShown(page, ${q(channels('suite.captcha.image'))}));`];
  return fill(input, value);
}

/** The handover pool a person picks: the test's pool of the model's id, by the name and id the list shows. */
function poolChosen(poolId: string): ScreenStep {
  const pool = suitePools.find((listed) => listed.id === poolId);
  if (!pool) return notOffered(`the pool ${poolId}, which the suite does not list`);
  return {
    code: [
      `await ${dialog}.getByRole('button', { name: ${q(channels('suite.fields.handoverPool'))} }).click();`,
      `await page.getByRole('option', { name: \`${inTemplate(pool.name)} (${inTemplate(pool.id)}-\${agent.suffix})\`, exact: true }).click();`,
    ],
  };
}

function step(event: AnyEventObject, scenario: string): ScreenStep {
  const failure = suiteFailure(event, scenario);
  if (failure) return failure;
  if (event.type === 'NAME_CHANGED') return { code: fill(field('form.name'), event['value']) };
  if (event.type === 'ASSISTANT_CHOSEN') {
    return {
      code: [
        `await ${dialog}.getByRole('button', { name: ${q(channels('form.assistant'))} }).click();`,
        "await page.getByRole('option', { name: assistant.name, exact: true }).click();",
      ],
    };
  }
  if (event.type === 'FIELD_CHANGED') return { code: typed(String(event['field']), String(event['value']), scenario) };
  if (event.type === 'SUITE_TYPE_CHOSEN')
    return { code: [`await ${dialog}.getByRole('radio', { name: ${q(channels(`suite.types.${String(event['suiteType'])}`))} }).check({ force: true });`] };
  if (event.type === 'URL_LEFT') return { code: [`await ${field('suite.fields.url')}.focus();`, `await ${field('suite.fields.url')}.blur();`] };
  if (event.type === 'CAPTCHA_REFRESHED') return { code: press('suite.captcha.refresh') };
  if (event.type === 'SUBMIT') return { code: press(UPDATES.includes(scenario) ? 'form.save' : 'form.connect') };
  if (event.type === 'RETRY') return { code: press('retry') };
  if (event.type === 'POOL_CHOSEN') return poolChosen(String(event['poolId']));
  if (event.type === 'xstate.done.actor.loadAssistants') return { code: ["// The server reads the company's assistants (Helper, made through the API)."] };
  if (event.type === 'xstate.done.actor.fetchCaptcha') return { code: ['// The sandbox suite gives a captcha; the form shows its picture.'] };
  if (event.type === 'xstate.done.actor.suiteLogin') return { code: ['// The sandbox suite takes the login and gives the agent token.'] };
  if (event.type === 'xstate.done.actor.addChannel') return { code: ["// The server adds the suite channel of the test's company."] };
  if (event.type === 'xstate.done.actor.loadChannel') return { code: ['// The server reads the suite channel the test made.'] };
  if (event.type === 'xstate.done.actor.loadSuitePools') return { code: ["// The sandbox suite lists the pools of the test's agent."] };
  if (event.type === 'xstate.done.actor.saveHandoverPool') return { code: ['// The server keeps the handover pool.', ...shows('updated')] };
  const refusal = REFUSALS[scenario];
  if (event.type === 'xstate.error.actor.suiteLogin' && refusal && status(event) === `HTTP ${refusal.status}`) {
    return {
      code: [
        `// The sandbox suite refuses what the scenario typed (${refusal.status}).`,
        ...(scenario === INTEGRATED ? ["expect(integrated).not.toBe('');"] : []),
        ...shows(refusal.key),
      ],
    };
  }
  if (outcome(event.type, 'suiteLogin') || outcome(event.type, 'fetchCaptcha')) return needs(`the suite must answer with ${status(event)}`);
  return needs(`the server must answer ${event.type.replace(/^xstate\.(done|error)\.actor\./, '')} with ${status(event)}`);
}

function state(value: StateValue): string[] | null {
  if (value === 'editing') return enabled('form.connect');
  if (value === 'updatingIntegration') return enabled('form.save');
  if (value === 'added') return shows('saved');
  if (value === 'loadFailed') return visible(`${dialog}.getByRole('button', { name: ${q(channels('retry'))}, exact: true })`);
  return null;
}

/**
 * The suite form on the company profile, against the suite sandbox of the server (its cloud
 * suite in developer mode): connected from the CHANNELS tab, its handover pool chosen on a
 * suite channel the test made by a link to its form.
 */
export const suiteConnect: Screen = {
  route: '/company-profile?id=<company>&initial=CHANNELS (Add), or &channel=<channel>',
  signedIn: true,
  imports: [
    ...channelImports,
    { names: ['captchaShown', 'integratedPool', 'suiteChannelOf'], from: 'tests/paths/screens/suiteSandbox' },
    { names: ['poolTakenAway', 'sandboxAgent', 'suiteFails'], from: 'tests/paths/screens/suiteSandboxControl' },
    { names: ['loseConnectionOnce'], from: 'tests/e2e/support/network' },
    { names: ['removedByAnotherAdmin'], from: 'tests/e2e/support/companyMembers' },
  ],
  prelude: [...channelPreludes(agent, updatedChannel), integrated],
  linkOf: (scenario) => (UPDATES.includes(scenario) ? channelLink('channel') : channelsTab),
  opening: (scenario) =>
    UPDATES.includes(scenario) ? [] : [`await page.getByRole('button', { name: ${q(channels('create.add').replace('{{kind}}', channels('kinds.suite')))}, exact: true }).click();`],
  step,
  state,
};
