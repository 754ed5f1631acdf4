import type { AnyEventObject } from 'xstate';
import { en, q, status, visible, type ScreenStep } from './kit';
import { form } from './webSettingsSteps';

const shows = (namespace: string, key: string) => visible(`${form}.getByText(${q(en(namespace, key))})`);

/** What the web settings forms import to make their failures happen. */
export const failureImports = [
  { names: ['colleagueAdmin'], from: 'tests/e2e/support/colleague' },
  { names: ['beforeRequestOnce', 'GRAPHQL_URL', 'isOperation'], from: 'tests/e2e/support/requestMoment' },
  { names: ['loseConnectionOnce'], from: 'tests/e2e/support/network' },
];

/**
 * How the failures of the web settings forms really happen on the test's server: the request
 * of the assistants or of the settings loses its connection (the only request of its kind in
 * the path, lost from the start); a colleague admin removes the person from the company just as
 * the channel is asked for, so the server refuses it (406). Null for the failures the screen
 * cannot bring about.
 */
export function webSettingsFailure(event: AnyEventObject): ScreenStep | null {
  const failed = (actor: string, outcome: string) => event.type === `xstate.error.actor.${actor}` && status(event) === outcome;
  if (failed('loadAssistants', 'a network failure')) {
    return {
      code: ["// The request for the company's assistants loses its connection.", ...shows('common', 'errors.noInternet')],
      arrange: ["await loseConnectionOnce(page, 'AssistantsBots');"],
    };
  }
  if (failed('updateChannel', 'a network failure')) {
    return {
      code: ['// The request that stores the settings loses its connection.', ...shows('common', 'errors.noInternet')],
      arrange: ["await loseConnectionOnce(page, 'UpdateConnection');"],
    };
  }
  if (failed('loadChannel', 'HTTP 406')) {
    return {
      code: ['// A colleague removed the person from the company as the channel link opened: reading the channel is refused.', ...shows('channels', 'errors.unauthorized')],
      arrange: [
        'const colleague = await colleagueAdmin(baseUrl, token, companyId);',
        "await beforeRequestOnce(page, GRAPHQL_URL, () => colleague.remove(user.email), isOperation('ChannelDetails'));",
      ],
    };
  }
  return null;
}
