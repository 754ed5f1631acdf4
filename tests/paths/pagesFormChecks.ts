import { expect } from 'vitest';
import type { PagesFormContext } from '../../machines/channels/forms/pagesForm';
import type { Driver, StateChecks } from './driver';
import { facebookMessages } from '../../services/contracts/channels/facebook';
import { instagramMessages } from '../../services/contracts/channels/instagram';
import { channelManagementMessages } from '../../services/contracts/channels/management';
import { secondGraphPage, userToken } from './models/pagesForms';

const ctx = (d: Driver) => d.snapshot().context as PagesFormContext;
/** A page list that could not be read: no answer, or Graph's words. */
const pagesFailure = (event: unknown) =>
  statusOf(event) === undefined
    ? { key: 'common.errors.noInternet' }
    : { key: 'channels.pages.errors.pagesFailed', message: 'Invalid OAuth access token - Cannot parse access token' };
const statusOf = (event: unknown) => (event as { error?: { status?: number } }).error?.status;

/** What the Facebook and Instagram forms' model-based tests check in each state: the calls' inputs and the texts shown (spec 02 section 8). */
export function pagesFormChecks(kind: 'facebook' | 'instagram'): StateChecks {
  const createFailed = kind === 'instagram' ? 'channels.pages.errors.instagramCreateFailed' : 'channels.pages.errors.facebookCreateFailed';
  return {
    loadFailed: (d) => {
      expect(ctx(d).error).toEqual(ctx(d).mode === 'create' ? { key: 'common.errors.noInternet' } : { key: 'channels.errors.unauthorized' });
    },
    loggingIn: (d) => expect(d.invocations['logIn']?.at(-1)).toEqual({ companyId: 'c1', kind }),
    fetchingPages: (d) => expect(d.invocations['loadPages']?.at(-1)).toEqual({ companyId: 'c1', accessToken: userToken, after: null }),
    fetchingMorePages: (d) => expect(d.invocations['loadPages']?.at(-1)).toEqual({ companyId: 'c1', accessToken: userToken, after: secondGraphPage }),
    creatingIntegration: (d, step) => {
      const type = step.event.type;
      if (type === 'xstate.done.actor.loadPages') expect(ctx(d).error).toEqual({ key: 'channels.pages.errors.noPages' });
      if (type === 'xstate.error.actor.logIn') expect(ctx(d).error).toEqual({ key: 'channels.pages.errors.loginCancelled' });
      if (type === 'xstate.error.actor.loadPages') expect(ctx(d).error).toEqual(pagesFailure(step.event));
    },
    choosingFacebookPages: (d, step) => {
      const c = ctx(d);
      const type = step.event.type;
      if (type === 'CONNECT') expect(c.error).toEqual({ key: c.chosen.length === 0 ? 'channels.pages.errors.chooseOne' : 'channels.errors.assistantMissing' });
      if (type === 'xstate.done.actor.checkUsage') expect(c.error).toEqual({ key: 'channels.errors.duplicate', values: { company: 'Other Co' } });
      if (type === 'xstate.error.actor.checkUsage') expect(c.error).toEqual({ key: 'common.errors.noInternet' });
      if (type === 'xstate.error.actor.addChannel') {
        const notBusiness = kind === 'instagram' && statusOf(step.event) === 400;
        expect(c.error).toEqual({ key: notBusiness ? 'channels.pages.errors.notBusinessPage' : createFailed });
      }
      if (type === 'xstate.error.actor.addChannel' || type === 'xstate.error.actor.checkUsage' || type === 'xstate.done.actor.checkUsage') {
        // Pages added before the refusal stay, and the channel list is told about them.
        expect(d.lastCalls()).toEqual(c.addedPages.length > 0 ? [{ type: 'notifySaved', params: undefined }] : []);
        expect(c.chosen.some((id) => c.addedPages.includes(id))).toBe(false);
      }
      if (type === 'PAGE_TOGGLED') expect(c.error).toBeNull();
      if (type === 'xstate.error.actor.loadPages') expect(c.error).toEqual(pagesFailure(step.event));
    },
    checkingUsage: (d) => {
      const c = ctx(d);
      expect(d.invocations['checkUsage']?.at(-1)).toEqual({ companyId: 'c1', kind, fields: { pageID: c.queue[0]?.id } });
    },
    addingPage: (d) => {
      const c = ctx(d);
      const page = c.queue[0]!;
      expect(d.invocations['addChannel']?.at(-1)).toEqual({
        companyId: 'c1',
        kind,
        name: page.name,
        botId: c.botId,
        properties: { pageID: page.id, accessToken: userToken, pageAccessToken: page.accessToken },
      });
    },
    added: (d) => {
      expect(ctx(d).notice).toEqual({ key: 'channels.saved' });
      expect(d.called('notifySaved')).toHaveLength(1);
    },
    updatingIntegration: (d, step) => {
      const c = ctx(d);
      const type = step.event.type;
      if (type === 'SAVE') expect(c.error).toEqual({ key: 'channels.pages.errors.chooseReceiver' });
      if (type === 'xstate.done.actor.saveHandover') {
        expect(c.notice).toEqual({ key: 'channels.updated' });
        expect(d.lastCalls()).toEqual([{ type: 'notifySaved', params: undefined }]);
      }
      if (type === 'xstate.error.actor.saveHandover') expect(c.error).toEqual({ key: 'channels.errors.updateFailed', message: channelManagementMessages.channelNotFound });
      if (type === 'xstate.error.actor.logIn') expect(c.error).toEqual({ key: 'channels.pages.errors.loginClosed' });
      if (type === 'xstate.error.actor.reconnect') {
        const refused = kind === 'instagram' ? instagramMessages.createFailed : facebookMessages.createFailed;
        expect(c.error).toEqual({ key: 'channels.pages.errors.reconnectFailed', message: refused });
      }
    },
    receiversFailed: (d, step) => {
      if (step.event.type === 'xstate.error.actor.loadReceivers') expect(ctx(d).error).toEqual({ key: 'channels.pages.errors.onlyMainReceiver' });
      expect(ctx(d).receivers).toEqual([]);
    },
    savingHandover: (d) => {
      const c = ctx(d);
      const name = c.receivers.find((receiver) => receiver.id === c.receiverId)?.name;
      expect(d.invocations['saveHandover']?.at(-1)).toEqual({ channelId: 'ch1', fbSecondaryReceiverID: c.receiverId, fbSecondaryReceiverName: name });
    },
    reconnecting: (d) => expect(d.invocations['reconnect']?.at(-1)).toEqual({ channelId: 'ch1', token: userToken }),
    fetchingSecondaryReceivers: (d, step) => {
      if (step.event.type === 'xstate.done.actor.reconnect') {
        expect(ctx(d).notice).toEqual({ key: 'channels.pages.reconnected' });
        expect(d.lastCalls()).toEqual([{ type: 'notifySaved', params: undefined }]);
      }
      expect(d.invocations['loadReceivers']?.at(-1)).toEqual({ channelId: 'ch1' });
    },
  };
}
