import type { AnyEventObject } from 'xstate';
import { facebookMessages } from '../../../services/contracts/channels/facebook';
import { channelManagementMessages } from '../../../services/contracts/channels/management';
import { SANDBOX_PEOPLE } from '../../../server/sandboxes/facebook/sandboxWorld';
import { harbourCafe } from '../models/pagesForms';
import { needs, q, status, visible, type ScreenStep } from './kit';
import { channelOf, formText, noAnswer, shows, stored } from './pagesDialog';

/** Ayla, who signs in through the sandbox's dialog. */
const AYLA_ID = SANDBOX_PEOPLE[0]!.id;
/** The page's request for the person's pages: the first Graph page (no cursor) or one after it. */
const pagesRequest = (more: boolean) => `(request) => (request.postDataJSON() as { after: string | null }).after ${more ? '!==' : '==='} null`;
const PAGES_URL = '/\\/channel\\/facebook\\/pages$/';

/**
 * A failed read of the person's pages, at the login (`more` false: Ayla signs in) or at Load
 * more: its request loses its connection, or Facebook stops accepting Ayla's token just as the
 * console asks for them (the server says what Graph answered).
 */
export function pagesFailure(event: AnyEventObject, more: boolean): ScreenStep {
  const failure = (event as { error?: { kind?: string; body?: { message?: string } } }).error;
  const signIn = more ? [] : ["await continueAs(page, 'Ayla Demir');"];
  if (failure?.kind === 'network') {
    return {
      code: [...signIn, '// The request for the pages loses its connection.', ...noAnswer()],
      arrange: [`await loseRequestOnce(page, ${PAGES_URL}, ${pagesRequest(more)});`],
    };
  }
  return {
    code: [...signIn, "// Facebook stops accepting Ayla's token just as the console asks for her pages.", ...visible(formText(failure?.body?.message ?? ''))],
    arrange: [`await beforeRequestOnce(page, ${PAGES_URL}, () => refuseFacebookTokens(baseUrl, ${q(AYLA_ID)}), ${pagesRequest(more)});`],
  };
}

/** The failures of the server's calls, each made to really happen as the path needs it. */
export function failure(event: AnyEventObject, scenario: string): ScreenStep {
  const type = event.type;
  const why = status(event);
  const channel = channelOf(scenario);
  if (type === 'xstate.error.actor.loadAssistants' && why === 'a network failure') {
    return { code: ["// The request for the company's assistants loses its connection.", ...noAnswer()], arrange: ["await loseConnectionOnce(page, 'AssistantsBots');"] };
  }
  if (type === 'xstate.error.actor.checkUsage' && why === 'a network failure') {
    return { code: ['// The usage check loses its connection.', ...noAnswer()], arrange: ['await loseRequestOnce(page, /\\/channel\\/byChannelSpecificFields/);'] };
  }
  if (type === 'xstate.error.actor.addChannel' && why === 'HTTP 400') {
    return {
      code: ["// Facebook refuses Harbour Café's token as the server sets the page up: the page is not added.", ...shows('pages.errors.facebookCreateFailed')],
      arrange: [`await refuseFacebookTokens(baseUrl, ${q(harbourCafe.id)});`],
    };
  }
  if (type === 'xstate.error.actor.reconnect' && why === 'HTTP 400') {
    return {
      code: ["// Facebook refuses the page's token as the server sets the page up again with the new login.", ...visible(formText(facebookMessages.createFailed))],
      arrange: [`await beforeRequestOnce(page, /\\/facebook\\/reconnect$/, () => refuseFacebookTokens(baseUrl, ${q(stored[channel]!.page.id)}));`],
    };
  }
  if (type === 'xstate.error.actor.saveHandover' && why === 'HTTP 404') {
    return {
      code: [
        '// The channel was deleted (through the API) just as Save was pressed: the server no longer finds it.',
        ...visible(formText(channelManagementMessages.channelNotFound)),
      ],
      arrange: [
        `await beforeRequestOnce(page, /\\/facebook\\/handover$/, () => graphql(baseUrl, token, 'mutation ($channelId: ID!) { deleteChannel(channelId: $channelId) { success } }', { channelId: ${channel} }, companyId));`,
      ],
    };
  }
  if (type === 'xstate.error.actor.loadChannel' && why === 'HTTP 406') {
    return {
      code: ['// A colleague removed the person from the company as the channel link opened: reading the channel is refused.', ...shows('errors.unauthorized')],
      arrange: [
        'const colleague = await colleagueAdmin(baseUrl, token, companyId);',
        'releaseAs(companyId, colleague.token);',
        "await beforeRequestOnce(page, GRAPHQL_URL, () => colleague.remove(user.email), isOperation('ChannelDetails'));",
      ],
    };
  }
  return needs(`the server must answer ${type.replace('xstate.error.actor.', '')} with ${why}`);
}
