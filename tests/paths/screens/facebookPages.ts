import type { AnyEventObject, StateValue } from 'xstate';
import { agentDesk, galataTravel, harbourCafe, modaBakery, pageInbox, shopFive, shopTwentySix } from '../models/pagesForms';
import { channelImports, channelPreludes, channelsTab } from './channelPrelude';
import { failure, pagesFailure } from './facebookPagesFailures';
import { en, inTemplate, needs, notOffered, outcome, q, visible, type Screen, type ScreenStep } from './kit';
import { channelOf, channels, creating, form, formButton, formText, press, pressForPopup, shows, stored } from './pagesDialog';

/** The sandbox's pages and receivers the model names, by id. */
const names = new Map([harbourCafe, modaBakery, galataTravel, shopFive, shopTwentySix, pageInbox, agentDesk].map((item) => [item.id, item.name]));

/** Ayla's tokens (through the console's login routes and the sandbox's dialog), then a stored channel of hers on each page, released when the test ends. */
const tokens = { name: 'ayla', code: ['releaseChannelsAfter(baseUrl, token, companyId);', 'const ayla = await sandboxTokens(baseUrl, token, companyId);'] };
const storedChannel = (name: string) => {
  const { page, receiver } = stored[name]!;
  const handover = receiver ? `, fbSecondaryReceiverID: ${q(receiver.id)}, fbSecondaryReceiverName: ${q(receiver.name)}` : '';
  const properties = `JSON.stringify({ pageID: ${q(page.id)}, accessToken: ayla.userToken, pageAccessToken: ayla.pageToken(${q(page.name)})${handover} })`;
  return {
    name,
    code: [
      `const ${name} = (await graphql<{ addConnectionToCompany: { channel: { id: string } } }>(baseUrl, token, 'mutation ($companyId: ID!, $name: String!, $botId: ID, $properties: String!) { addConnectionToCompany(companyId: $companyId, name: $name, type: facebook, botId: $botId, properties: $properties) { channel { id } } }', { companyId, name: ${q(page.name)}, botId: assistant.id, properties: ${properties} }, companyId)).addConnectionToCompany.channel.id;`,
    ],
  };
};

function loginOutcome(event: AnyEventObject, scenario: string): ScreenStep {
  if (event.type === 'xstate.done.actor.logIn') {
    // On create the next step chooses who signs in (Ayla has pages, Deniz none); on update it is Ayla.
    return { code: creating(scenario) ? ['await dialogShown(page);'] : ["await continueAs(page, 'Ayla Demir');"] };
  }
  const failure = (event as { error?: { kind?: string } }).error?.kind;
  if (failure === 'popupClosed') return { code: ['await closeLogin(page);'] };
  return { code: ['await cancelLogin(page);'] };
}

/** The person's last action before a step (not an answer of the machine's actors). */
const lastActionOf = (earlier: readonly AnyEventObject[]) => earlier.findLast((event) => !event.type.startsWith('xstate.'))?.type;

/** A failed page read follows the login or Load more. */
function pagesOutcome(event: AnyEventObject, earlier: readonly AnyEventObject[]): ScreenStep {
  if (event.type === 'xstate.error.actor.loadPages') return pagesFailure(event, lastActionOf(earlier) === 'LOAD_MORE');
  const pages = (event as { output?: { pages?: Array<{ id: string }> } }).output?.pages ?? [];
  if (pages.length === 0) return { code: ["await continueAs(page, 'Deniz Kaya');", ...shows('pages.errors.noPages')] };
  if (pages.some((p) => p.id === harbourCafe.id)) return { code: ["await continueAs(page, 'Ayla Demir');"] };
  return { code: ['// Graph answers the next page of her pages.', ...visible(formText(shopTwentySix.name))] };
}

function step(event: AnyEventObject, scenario: string, earlier: readonly AnyEventObject[] = []): ScreenStep {
  const type = event.type;
  if (type === 'LOGIN') return { code: pressForPopup(channels('pages.logIn')) };
  if (type === 'RECONNECT') return { code: pressForPopup(channels('pages.reconnect')) };
  if (outcome(type, 'logIn')) return loginOutcome(event, scenario);
  if (outcome(type, 'loadPages')) return pagesOutcome(event, earlier);
  if (type === 'PAGE_TOGGLED' || type === 'RECEIVER_CHOSEN') {
    const name = names.get(String(event['pageId'] ?? event['receiverId']));
    if (!name) return notOffered(`an item the list does not show (${String(event['pageId'] ?? event['receiverId'])})`);
    return { code: [`await ${formText(name)}.click();`] };
  }
  if (type === 'ASSISTANT_CHOSEN') {
    return {
      code: [
        `await ${form}.getByRole('button', { name: ${q(channels('form.assistant'))} }).click();`,
        `await page.getByRole('option', { name: assistant.name, exact: true }).click();`,
      ],
    };
  }
  if (type === 'LOAD_MORE') return { code: press(channels('pages.loadMore')) };
  if (type === 'CONNECT') return { code: press(channels('form.connect')) };
  if (type === 'SAVE') return { code: press(channels('form.save')) };
  if (type === 'RETRY') return { code: press(channels('retry')) };
  if (type === 'xstate.done.actor.loadAssistants') return { code: ["// The server reads the company's assistants (Helper, made through the API)."] };
  if (type === 'xstate.done.actor.loadChannel') return { code: ['// The server reads the channel the test made.'] };
  if (type === 'xstate.done.actor.checkUsage') {
    const usage = (event as { output?: { companyID?: string } }).output;
    if (!usage?.companyID) return { code: ['// No other company has the page.'] };
    const [before, after] = channels('errors.duplicate').split('{{company}}');
    return {
      code: [
        '// Another company has a channel on Harbour Café: the form names it.',
        `await ${form}.getByText(\`${inTemplate(before ?? '')}\${otherCompany}${inTemplate(after ?? '')}\`, { exact: true }).first().waitFor({ state: 'visible' });`,
      ],
      arrange: [`const otherCompany = await pageTakenElsewhere(baseUrl, { id: ${q(harbourCafe.id)}, name: ${q(harbourCafe.name)} });`],
    };
  }
  if (type === 'xstate.done.actor.addChannel') return { code: ['// The server adds the page as a channel of the company.'] };
  if (type === 'xstate.done.actor.loadReceivers') return { code: ["// The sandbox answers the page's secondary receivers."] };
  if (type === 'xstate.error.actor.loadReceivers') return { code: ['// Another app is the main receiver of Galata Travel.', ...shows('pages.errors.onlyMainReceiver')] };
  if (type === 'xstate.done.actor.saveHandover') return { code: ['// The server stores the receiver.', ...shows('updated')] };
  if (type === 'xstate.done.actor.reconnect') return { code: ['// The server stores the new token and connects the page again.', ...shows('pages.reconnected')] };
  if (type.startsWith('xstate.error.actor.')) return failure(event, scenario);
  return needs(`no screen action for ${type}`);
}

function state(value: StateValue): string[] | null {
  if (value === 'creatingIntegration') return visible(formButton(channels('pages.logIn')));
  if (value === 'choosingFacebookPages') return visible(formButton(channels('form.connect')));
  if (value === 'added') return shows('saved');
  if (value === 'updatingIntegration') return visible(`${form}.getByRole('radiogroup', { name: ${q(channels('pages.receiver'))} })`);
  if (value === 'receiversFailed') return visible(formButton(channels('retry')));
  if (value === 'loadFailed') return visible(formButton(channels('retry')));
  return null;
}

/**
 * The Facebook form on the company profile, against the developer sandbox: created from the
 * CHANNELS tab (Log in with Facebook opens the sandbox's dialog in a popup, as Ayla or Deniz),
 * updated by a link to a channel the test made on one of Ayla's pages. Each test releases its
 * channels when it ends: a page is one channel on a server.
 */
export const facebookPages: Screen = {
  route: '/company-profile?id=<company>&initial=CHANNELS (Add Facebook), or &channel=<channel> for an update',
  signedIn: true,
  imports: [
    ...channelImports,
    { names: ['cancelLogin', 'closeLogin', 'continueAs', 'dialogShown', 'releaseAs', 'releaseChannelsAfter', 'sandboxTokens'], from: 'tests/e2e/support/facebookLogin' },
    { names: ['pageTakenElsewhere', 'refuseFacebookTokens'], from: 'tests/e2e/support/facebookFaults' },
    { names: ['colleagueAdmin'], from: 'tests/e2e/support/colleague' },
    { names: ['beforeRequestOnce', 'GRAPHQL_URL', 'isOperation'], from: 'tests/e2e/support/requestMoment' },
    { names: ['loseConnectionOnce', 'loseRequestOnce'], from: 'tests/e2e/support/network' },
  ],
  prelude: channelPreludes(tokens, ...Object.keys(stored).map(storedChannel)),
  linkOf: (scenario) => (creating(scenario) ? channelsTab : `\`/company-profile?id=\${companyId}&initial=CHANNELS&channel=\${${channelOf(scenario)}}\``),
  opening: (scenario) =>
    creating(scenario)
      ? [
          'releaseChannelsAfter(baseUrl, token, companyId);',
          `await page.getByRole('button', { name: ${q(en('channels', 'create.add').replace('{{kind}}', channels('kinds.facebook')))}, exact: true }).click();`,
        ]
      : [],
  step,
  state,
};
