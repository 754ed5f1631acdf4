import type { PagesFormContext } from '../../../machines/channels/forms/pagesForm';
import { facebookMessages } from '../../../services/contracts/channels/facebook';
import { instagramMessages } from '../../../services/contracts/channels/instagram';
import { facebookLoginMessages } from '../../../services/contracts/rest/facebookPages';
import type { Scenario } from '../model';
import { assistants, createInput, updateInput } from './channelForms';
import { done, failed, httpFailure, networkFailure } from './fixtures';

/** Shared test data of the Facebook and Instagram form models: three pages (two on the first Graph page), two receivers. */
export const pageOne = { id: '100001', name: 'Harbour Café', accessToken: 'EAAP100001', businessId: null };
export const pageTwo = { id: '100002', name: 'Moda Bakery', accessToken: 'EAAP100002', businessId: '880000000000001' };
export const pageThree = { id: '100003', name: 'Kadıköy Books', accessToken: 'EAAP100003', businessId: null };
export const userToken = 'EAAU5100000000000001';
export const pageInbox = { id: '263902037430900', name: 'Page Inbox' };
export const agentDesk = { id: '740000000000002', name: 'Agent desk' };

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
      done('loadPages', { pages: [pageOne, pageTwo], after: 'MTAwMDAy' }),
      done('loadPages', { pages: [], after: null }),
      failed('loadPages', httpFailure(400, { message: 'Invalid OAuth access token - Cannot parse access token' })),
      { type: 'PAGE_TOGGLED', pageId: pageOne.id },
      { type: 'PAGE_TOGGLED', pageId: pageThree.id },
      { type: 'PAGE_TOGGLED', pageId: 'not-listed' },
      { type: 'ASSISTANT_CHOSEN', botId: 'b1' },
      { type: 'LOAD_MORE' },
      done('loadPages', { pages: [pageThree], after: null }),
      failed('loadPages', networkFailure),
      { type: 'CONNECT' },
      done('checkUsage', {}),
      done('checkUsage', { companyID: 'c9', companyName: 'Other Co' }),
      failed('checkUsage', httpFailure(405)),
      done('addChannel', { channel: { id: 'ch7', name: pageOne.name } }),
      failed('addChannel', httpFailure(400, { message: kind === 'instagram' ? instagramMessages.notBusinessPage : 'Graph refused' })),
      failed('addChannel', httpFailure(500)),
    ],
  };
}

export const pagesRecord = (kind: 'facebook' | 'instagram') => ({
  id: 'ch1',
  name: pageOne.name,
  kind,
  botId: 'b1',
  properties: { pageID: pageOne.id, accessToken: '********', pageAccessToken: '********', fbSecondaryReceiverID: pageInbox.id, fbSecondaryReceiverName: pageInbox.name },
});

export function pagesUpdateScenario(kind: 'facebook' | 'instagram'): Scenario {
  return {
    name: `update a ${kind} page's handover`,
    input: updateInput,
    events: [
      { type: 'RETRY' },
      done('loadChannel', pagesRecord(kind)),
      failed('loadChannel', httpFailure(406)),
      done('loadReceivers', { receivers: [pageInbox, agentDesk] }),
      done('loadReceivers', { receivers: [agentDesk] }),
      failed('loadReceivers', httpFailure(400, { message: facebookMessages.onlyMainReceiver })),
      { type: 'RECEIVER_CHOSEN', receiverId: agentDesk.id },
      { type: 'RECEIVER_CHOSEN', receiverId: 'not-listed' },
      { type: 'SAVE' },
      done('saveHandover', {}),
      failed('saveHandover', httpFailure(500)),
      { type: 'RECONNECT' },
      done('logIn', { accessToken: userToken }),
      failed('logIn', { kind: 'popupClosed' }),
      done('reconnect', {}),
      failed('reconnect', httpFailure(400, { message: 'Invalid OAuth access token - Cannot parse access token' })),
    ],
  };
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
