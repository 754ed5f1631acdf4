import type { AnyEventObject } from 'xstate';
import { en, q, status, visible, type ScreenStep } from './kit';

const channels = (key: string) => en('channels', key);
const dialog = "page.getByRole('dialog')";
const press = (key: string) => `await ${dialog}.getByRole('button', { name: ${q(channels(key))}, exact: true }).click();`;
const shows = (key: string) => visible(`${dialog}.getByText(${q(channels(key))})`);

export const FAILS = 'the suite or the console fails';
export const POOL_TAKEN = 'the suite takes the handover pool away';
export const POOLS_FAIL = 'the suite fails the pools, then the person loses the company';

/**
 * How the failures of the suite form's scenarios really happen on the test's server: the
 * request of the assistants loses its connection; the suite sandbox fails a new captcha (500,
 * of anyone: a captcha has no agent), the login of the test's agent (404) or the pools of its
 * token (500, the server answers 400); the suite takes the test's pool away, so its webhook is
 * refused on add (the server answers 400) or the handover pool is not found on save (400); a
 * second admin removes the person from the company before a retry (406). Null for the steps
 * the screen drives as usual.
 */
export function suiteFailure(event: AnyEventObject, scenario: string): ScreenStep | null {
  const failed = (actor: string, outcome: string) => event.type === `xstate.error.actor.${actor}` && status(event) === outcome;
  if (failed('loadAssistants', 'a network failure')) {
    return { code: ["// The company's assistants were asked for on a dropped line."], arrange: ["await loseConnectionOnce(page, 'AssistantsBots');"] };
  }
  if (scenario === FAILS) {
    if (event.type === 'CAPTCHA_REFRESHED') return { code: ["await suiteFails(baseUrl, { call: 'captcha', status: 500 });", press('suite.captcha.refresh')] };
    if (failed('fetchCaptcha', 'HTTP 500')) return { code: ['// The sandbox suite fails the new captcha (500).', ...shows('suite.errors.noSuiteAccount')] };
    if (failed('suiteLogin', 'HTTP 404')) {
      return {
        code: ["// The sandbox suite answers the agent's login with 404.", ...shows('suite.errors.noSuiteAccount')],
        arrange: ["await suiteFails(baseUrl, { call: 'login', status: 404, username: agent.username });"],
      };
    }
    if (failed('addChannel', 'HTTP 400')) {
      return {
        code: ["// The sandbox suite has no such pool of the agent: it refuses the channel's webhook, the server the add.", ...shows('suite.errors.noSuiteAccount')],
        arrange: ['await poolTakenAway(baseUrl, agent.username, `P-2001-${agent.suffix}`);'],
      };
    }
  }
  if (scenario === POOL_TAKEN) {
    if (event.type === 'SUBMIT') return { code: ['await poolTakenAway(baseUrl, agent.username, `P-2002-${agent.suffix}`);', press('form.save')] };
    if (failed('saveHandoverPool', 'HTTP 400')) return { code: ['// The suite no longer lists the pool chosen.', ...shows('suite.errors.targetNotFound')] };
  }
  if (scenario === POOLS_FAIL) {
    if (failed('loadSuitePools', 'HTTP 400')) {
      return {
        code: ["// The sandbox suite fails the pools of the channel's agent (500).", ...shows('suite.errors.targetNotFound')],
        arrange: ["await suiteFails(baseUrl, { call: 'pools', status: 500, username: agent.username });"],
      };
    }
    if (event.type === 'RETRY') return { code: ['await removedByAnotherAdmin(baseUrl, token, companyId);', press('retry')] };
    if (failed('loadChannel', 'HTTP 406')) return { code: ['// The person is no longer a member of the company.', ...shows('errors.unauthorized')] };
  }
  return null;
}
