import type { PagesFormContext } from '../../../machines/channels/forms/pagesForm';
import { facebookMessages } from '../../../services/contracts/channels/facebook';
import { instagramMessages } from '../../../services/contracts/channels/instagram';
import { channelManagementMessages } from '../../../services/contracts/channels/management';
import { facebookLoginMessages } from '../../../services/contracts/rest/facebookPages';
import type { Scenario } from '../model';
import { assistants, createInput, updateInput } from './channelForms';
import { done, failed, httpFailure, networkFailure } from './fixtures';

/**
 * Shared test data of the Facebook and Instagram form models, as the developer sandbox has it
 * (server/sandboxes/facebook/sandboxWorld.ts), so the browser spec drives the same pages: Ayla's
 * first Graph page (two of its 25 pages shown here), her second (Neighbourhood Shop 26), and the
 * page receivers Page Inbox and Agent desk.
 */
const sandboxPage = (n: number, name: string) => ({ id: `10${String(n).padStart(13, '0')}`, name, accessToken: `EAAP10${String(n).padStart(13, '0')}.sandbox`, businessId: null });
export const harbourCafe = sandboxPage(1, 'Harbour Café');
export const modaBakery = { ...sandboxPage(2, 'Moda Bakery'), businessId: '880000000000001' };
export const galataTravel = sandboxPage(4, 'Galata Travel');
export const shopFive = sandboxPage(5, 'Neighbourhood Shop 5');
export const shopTwentySix = { ...sandboxPage(26, 'Neighbourhood Shop 26'), businessId: '880000000000001' };
export const userToken = 'EAAU5100000000000001.sandbox';
export const pageInbox = { id: '263902037430900', name: 'Page Inbox' };
export const agentDesk = { id: '740000000000002', name: 'Agent desk' };
/** Graph's cursor after the first 25 pages. */
export const secondGraphPage = 'MTAwMDAwMDAwMDAwMjU=';

export function pagesCreateScenario(kind: 'facebook' | 'instagram'): Scenario {
  return {
    name: `connect ${kind} pages`,
    input: createInput,
    events: [
      { type: 'RETRY' },
      done('loadAssistants', assistants),
      failed('loadAssistants', networkFailure),
      { type: 'LOGIN' },
      done('logIn', { accessToken: userToken }),
      failed('logIn', { kind: 'login', message: facebookLoginMessages.cancelled }),
      done('loadPages', { pages: [harbourCafe, modaBakery], after: secondGraphPage }),
      done('loadPages', { pages: [], after: null }),
      failed('loadPages', httpFailure(400, { message: 'Invalid OAuth access token - Cannot parse access token' })),
      { type: 'PAGE_TOGGLED', pageId: harbourCafe.id },
      { type: 'PAGE_TOGGLED', pageId: shopTwentySix.id },
      { type: 'PAGE_TOGGLED', pageId: 'not-listed' },
      { type: 'ASSISTANT_CHOSEN', botId: 'b1' },
      { type: 'LOAD_MORE' },
      done('loadPages', { pages: [shopTwentySix], after: null }),
      failed('loadPages', networkFailure),
      { type: 'CONNECT' },
      done('checkUsage', {}),
      done('checkUsage', { companyID: 'c9', companyName: 'Other Co' }),
      failed('checkUsage', networkFailure),
      done('addChannel', { channel: { id: 'ch7', name: harbourCafe.name } }),
      failed('addChannel', httpFailure(400, { message: kind === 'instagram' ? instagramMessages.notBusinessPage : facebookMessages.createFailed })),
    ],
  };
}

/** A stored page channel as its update form reads it (secrets masked), with its handover receiver when it has one. */
export const pagesRecord = (kind: 'facebook' | 'instagram', page: { id: string; name: string }, receiver?: { id: string; name: string }) => ({
  id: 'ch1',
  name: page.name,
  kind,
  botId: 'b1',
  properties: {
    pageID: page.id,
    accessToken: '********',
    pageAccessToken: '********',
    ...(receiver ? { fbSecondaryReceiverID: receiver.id, fbSecondaryReceiverName: receiver.name } : {}),
  },
});

const receiversOfPage = done('loadReceivers', { receivers: [pageInbox, agentDesk] });
/** Graph refused the page's token as the page was set up again: the server answers the kind's failure. */
const reconnectRefused = (kind: 'facebook' | 'instagram') => httpFailure(400, { message: kind === 'instagram' ? instagramMessages.createFailed : facebookMessages.createFailed });

/** Update scenarios: a page with a receiver (change it, save, reconnect), a page without one (choose it first), and a page whose main receiver is another app. */
export function pagesUpdateScenarios(kind: 'facebook' | 'instagram'): Scenario[] {
  return [
    {
      name: `change a ${kind} page's handover receiver`,
      input: updateInput,
      events: [
        { type: 'RETRY' },
        done('loadChannel', pagesRecord(kind, modaBakery, pageInbox)),
        failed('loadChannel', httpFailure(406)),
        receiversOfPage,
        { type: 'RECEIVER_CHOSEN', receiverId: agentDesk.id },
        { type: 'RECEIVER_CHOSEN', receiverId: 'not-listed' },
        { type: 'SAVE' },
        done('saveHandover', {}),
        failed('saveHandover', httpFailure(404, { message: channelManagementMessages.channelNotFound })),
        { type: 'RECONNECT' },
        done('logIn', { accessToken: userToken }),
        failed('logIn', { kind: 'popupClosed' }),
        done('reconnect', {}),
        failed('reconnect', reconnectRefused(kind)),
      ],
    },
    {
      name: `choose the first handover receiver of a ${kind} page`,
      input: updateInput,
      events: [
        done('loadChannel', pagesRecord(kind, shopFive)),
        receiversOfPage,
        { type: 'SAVE' },
        { type: 'RECEIVER_CHOSEN', receiverId: pageInbox.id },
        done('saveHandover', {}),
      ],
    },
    {
      name: `a ${kind} page whose main receiver is another app`,
      input: updateInput,
      events: [
        done('loadChannel', pagesRecord(kind, galataTravel)),
        failed('loadReceivers', httpFailure(400, { message: facebookMessages.onlyMainReceiver })),
        { type: 'RETRY' },
        { type: 'RECONNECT' },
        done('logIn', { accessToken: userToken }),
        failed('logIn', { kind: 'popupClosed' }),
        done('reconnect', {}),
        failed('reconnect', reconnectRefused(kind)),
      ],
    },
  ];
}

/** The parts of the form a user sees, coarse enough to keep the graph finite. */
export const pagesView = (c: PagesFormContext) => [
  c.mode,
  c.botId,
  c.pages.length,
  c.after !== null,
  [...c.chosen].sort(),
  c.queue.length,
  c.addedPages.length,
  c.userToken !== '',
  c.receivers.length,
  c.receiverId,
  c.error?.key,
  c.notice?.key,
  c.added?.channel.id,
];
