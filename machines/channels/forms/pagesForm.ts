import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { FacebookPage, FacebookPagesAnswer, PagesKind, SecondaryReceiver } from '../../../services/contracts/rest/facebookPages';
import { actorError } from '../../shared/apiError';
import type { ChannelRecord, ChannelUsage, UsageRequest } from '../channels';
import { channelTexts } from '../channelTexts';
import { channelFormActions, channelFormCalls, outputOf, type ChannelFormBase, type ContextChange } from './channelFormStates';
import { addPageFailureText, loginFailureText, pagesFailureText, pagesTexts } from './pagesFormTexts';
import { pagesCreateStates, pagesReadingStates, pagesUpdateStates } from './pagesFormStates';

export type PagesFormInput = { companyId: string; channelId: string | null; userEmail: string };

export type PagesFormContext = ChannelFormBase & {
  kind: PagesKind;
  /** The user's access token from the last login (kept in memory only). */
  userToken: string;
  /** The pages read so far, and where the next Graph page starts (null: all read). */
  pages: FacebookPage[];
  after: string | null;
  /** The ticked pages' ids. */
  chosen: string[];
  /** The chosen pages still to check and add, in order; `addedPages` those added by this Connect. */
  queue: FacebookPage[];
  addedPages: string[];
  /** Update: the page's secondary receivers and the chosen one (the stored one at first). */
  receivers: SecondaryReceiver[];
  receiverId: string;
};

export type PagesFormEvent =
  | { type: 'LOGIN' }
  | { type: 'PAGE_TOGGLED'; pageId: string }
  | { type: 'ASSISTANT_CHOSEN'; botId: string }
  | { type: 'LOAD_MORE' }
  | { type: 'CONNECT' }
  | { type: 'RECEIVER_CHOSEN'; receiverId: string }
  | { type: 'SAVE' }
  | { type: 'RECONNECT' }
  | { type: 'RETRY' };

const applyChange = (change: ContextChange) => assign<PagesFormContext, PagesFormEvent, undefined, PagesFormEvent, never>(({ event }) => change(event));
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The form that connects Facebook pages or Instagram accounts (spec 02 sections 4 to 8): every
 * side effect (the login popup, the page list, the usage check, adding, the receivers, the
 * handover and the reconnect) is an actor the app provides.
 */
export function pagesFormMachine(kind: PagesKind) {
  return setup({
    types: { context: {} as PagesFormContext, events: {} as PagesFormEvent, input: {} as PagesFormInput, tags: {} as 'loading' | 'loadFailed' | 'editing' | 'busy' },
    actors: {
      ...channelFormCalls,
      checkUsage: fromPromise<ChannelUsage, UsageRequest>(async () => {
        throw new Error('checkUsage not provided');
      }),
      logIn: fromPromise<{ accessToken: string }, { companyId: string; kind: PagesKind }>(async () => {
        throw new Error('logIn not provided');
      }),
      loadPages: fromPromise<FacebookPagesAnswer, { companyId: string; accessToken: string; after: string | null }>(async () => {
        throw new Error('loadPages not provided');
      }),
      loadReceivers: fromPromise<{ receivers: SecondaryReceiver[] }, { channelId: string }>(async () => {
        throw new Error('loadReceivers not provided');
      }),
      saveHandover: fromPromise<unknown, { channelId: string; fbSecondaryReceiverID: string; fbSecondaryReceiverName: string }>(async () => {
        throw new Error('saveHandover not provided');
      }),
      reconnect: fromPromise<unknown, { channelId: string; token: string }>(async () => {
        throw new Error('reconnect not provided');
      }),
    },
    guards: {
      isUpdate: ({ context }) => context.mode === 'update',
      noPages: ({ event }) => (outputOf<FacebookPagesAnswer>(event)?.pages.length ?? 0) === 0,
      pageListed: ({ context, event }) => event.type === 'PAGE_TOGGLED' && context.pages.some((page) => page.id === event.pageId),
      hasMore: ({ context }) => context.after !== null,
      noneChosen: ({ context }) => context.chosen.length === 0,
      noAssistant: ({ context }) => context.botId === '',
      usedElsewhere: ({ event }) => text(outputOf<ChannelUsage>(event)?.companyID) !== '',
      morePagesQueued: ({ context }) => context.queue.length > 1,
      receiverListed: ({ context, event }) => event.type === 'RECEIVER_CHOSEN' && context.receivers.some((receiver) => receiver.id === event.receiverId),
      noReceiver: ({ context }) => !context.receivers.some((receiver) => receiver.id === context.receiverId),
      hasReceivers: ({ context }) => context.receivers.length > 0,
    },
    actions: {
      ...channelFormActions(applyChange, kind, { key: channelTexts.updated }),
      setRecord: assign(({ event }) => {
        const record = outputOf<ChannelRecord>(event);
        return record ? { name: record.name, botId: record.botId ?? '', receiverId: text(record.properties['fbSecondaryReceiverID']) } : {};
      }),
      setUserToken: assign({ userToken: ({ event }) => outputOf<{ accessToken: string }>(event)?.accessToken ?? '' }),
      setPages: assign(({ event }) => {
        const answer = outputOf<FacebookPagesAnswer>(event);
        return { pages: answer?.pages ?? [], after: answer?.after ?? null, chosen: [] };
      }),
      addPages: assign(({ context, event }) => {
        const answer = outputOf<FacebookPagesAnswer>(event);
        const known = new Set(context.pages.map((page) => page.id));
        return { pages: [...context.pages, ...(answer?.pages ?? []).filter((page) => !known.has(page.id))], after: answer?.after ?? null };
      }),
      togglePage: assign(({ context, event }) => {
        assertEvent(event, 'PAGE_TOGGLED');
        const chosen = context.chosen.includes(event.pageId) ? context.chosen.filter((id) => id !== event.pageId) : [...context.chosen, event.pageId];
        return { chosen, error: null, notice: null };
      }),
      setAssistant: assign(({ event }) => (assertEvent(event, 'ASSISTANT_CHOSEN'), { botId: event.botId, error: null })),
      showChooseOne: assign({ error: { key: pagesTexts.chooseOne } }),
      showAssistantMissing: assign({ error: { key: channelTexts.assistantMissing } }),
      queueChosen: assign(({ context }) => ({
        queue: context.pages.filter((page) => context.chosen.includes(page.id)),
        addedPages: [],
        error: null,
        notice: null,
      })),
      pageAdded: assign(({ context }) => {
        const [page, ...rest] = context.queue;
        return page ? { queue: rest, addedPages: [...context.addedPages, page.id], chosen: context.chosen.filter((id) => id !== page.id) } : {};
      }),
      /** Pages added before a refusal stay: the list is told (the form stays on the pages not added). */
      tellIfAdded: enqueueActions(({ context, enqueue }) => {
        if (context.addedPages.length > 0) enqueue('notifySaved');
      }),
      showNoPages: assign({ error: { key: pagesTexts.noPages } }),
      showLoginFailure: assign({ error: ({ event }) => loginFailureText(actorError(event)) }),
      showPagesFailure: assign({ error: ({ event }) => pagesFailureText(actorError(event), pagesTexts.pagesFailed) }),
      showDuplicate: assign({
        error: ({ event }) => {
          const company = text(outputOf<ChannelUsage>(event)?.companyName);
          return company ? { key: channelTexts.duplicate, values: { company } } : { key: pagesTexts.usedBySomeCompany };
        },
      }),
      showUsageFailure: assign({ error: ({ event }) => pagesFailureText(actorError(event), channelTexts.createFailed) }),
      showAddFailure: assign({ error: ({ event }) => addPageFailureText(actorError(event), kind) }),
      setReceivers: assign(({ context, event }) => {
        const receivers = outputOf<{ receivers: SecondaryReceiver[] }>(event)?.receivers ?? [];
        return { receivers, receiverId: receivers.some((receiver) => receiver.id === context.receiverId) ? context.receiverId : '' };
      }),
      showReceiversFailure: assign({ receivers: [], receiverId: '', error: ({ event }) => pagesFailureText(actorError(event), pagesTexts.receiversFailed) }),
      chooseReceiver: assign(({ event }) => (assertEvent(event, 'RECEIVER_CHOSEN'), { receiverId: event.receiverId, error: null, notice: null })),
      showChooseReceiver: assign({ error: { key: pagesTexts.chooseReceiver } }),
      showUpdateFailure: assign({ error: ({ event }) => pagesFailureText(actorError(event), channelTexts.updateFailed) }),
      showReconnected: assign({ notice: { key: pagesTexts.reconnected } }),
      showReconnectFailure: assign({ error: ({ event }) => pagesFailureText(actorError(event), pagesTexts.reconnectFailed) }),
    },
  }).createMachine({
    id: `${kind}Pages`,
    context: ({ input }) => ({
      mode: input.channelId === null ? 'create' : 'update',
      kind,
      companyId: input.companyId,
      channelId: input.channelId,
      name: '',
      botId: '',
      assistants: [],
      error: null,
      notice: null,
      added: null,
      userToken: '',
      pages: [],
      after: null,
      chosen: [],
      queue: [],
      addedPages: [],
      receivers: [],
      receiverId: '',
    }),
    initial: 'starting',
    states: {
      ...pagesReadingStates,
      ...pagesCreateStates,
      ...pagesUpdateStates,
    },
  });
}
