import type { FacebookPage, PagesKind, SecondaryReceiver } from '../../../services/contracts/rest/facebookPages';

/**
 * The states of the Facebook and Instagram forms (spec 02 section 4), by name only: the
 * machine (pagesForm.ts) gives the actors, guards and actions they name. Create: log in,
 * fetch the pages, choose (load more on demand), then per chosen page the usage check and
 * the add. Update: the page's receivers, choose and save one; reconnect logs in again.
 */

/** What the calls' inputs read of the form's context (pagesForm.ts keeps these and more). */
type Ctx = {
  context: {
    companyId: string;
    channelId: string | null;
    kind: PagesKind;
    botId: string;
    userToken: string;
    after: string | null;
    queue: FacebookPage[];
    receivers: SecondaryReceiver[];
    receiverId: string;
  };
};

/** One call of the form, named by its invoke's id and src: what it is given, and where its answer and its failure lead. */
const call = <const Src extends string, Input, const Done, const Failed>(src: Src, input: Input, onDone: Done, onError: Failed) => ({ id: src, src, input, onDone, onError });

/** What the login (create and reconnect) and the channel's reads (its record and its receivers) are given. */
const logInInput = ({ context }: Ctx) => ({ companyId: context.companyId, kind: context.kind });
const channelInput = ({ context }: Ctx) => ({ channelId: context.channelId ?? '' });

/** Back to the chosen pages after a refusal, the list told of the pages added before it. */
const backToPages = <const A extends string>(failure: A) => ({ target: 'choosingFacebookPages', actions: [failure, 'tellIfAdded'] }) as const;

/** Where a failed reconnect returns: the receivers when they were read, else their failure. */
const backToUpdate = <const A extends string>(actions: A) =>
  [
    { guard: 'hasReceivers', target: 'updatingIntegration', actions },
    { target: 'receiversFailed', actions },
  ] as const;

/** The assistants (create) or the stored channel (update) first; a failed read offers RETRY. */
export const pagesReadingStates = {
  starting: { tags: 'loading', always: [{ guard: 'isUpdate', target: 'loadingChannel' }, { target: 'loadingAssistants' }] },
  loadingAssistants: {
    tags: 'loading',
    entry: 'clearMessages',
    invoke: call(
      'loadAssistants',
      ({ context }: Ctx) => ({ companyId: context.companyId }),
      { target: 'creatingIntegration', actions: 'setAssistants' },
      { target: 'loadFailed', actions: 'showAssistantsFailure' },
    ),
  },
  loadingChannel: {
    tags: 'loading',
    entry: 'clearMessages',
    invoke: call('loadChannel', channelInput, { target: 'fetchingSecondaryReceivers', actions: 'setRecord' }, { target: 'loadFailed', actions: 'showReadFailure' }),
  },
  loadFailed: { tags: 'loadFailed', on: { RETRY: 'starting' } },
} as const;

export const pagesCreateStates = {
  creatingIntegration: { tags: 'editing', on: { LOGIN: 'loggingIn' } },
  loggingIn: {
    tags: 'busy',
    entry: 'clearMessages',
    invoke: call('logIn', logInInput, { target: 'fetchingPages', actions: 'setUserToken' }, { target: 'creatingIntegration', actions: 'showLoginFailure' }),
  },
  fetchingPages: {
    tags: 'busy',
    invoke: call(
      'loadPages',
      ({ context }: Ctx) => ({ companyId: context.companyId, accessToken: context.userToken, after: null }),
      [
        { guard: 'noPages', target: 'creatingIntegration', actions: 'showNoPages' },
        { target: 'choosingFacebookPages', actions: 'setPages' },
      ],
      { target: 'creatingIntegration', actions: 'showPagesFailure' },
    ),
  },
  choosingFacebookPages: {
    tags: 'editing',
    on: {
      PAGE_TOGGLED: { guard: 'pageListed', actions: 'togglePage' },
      ASSISTANT_CHOSEN: { actions: 'setAssistant' },
      LOAD_MORE: { guard: 'hasMore', target: 'fetchingMorePages' },
      CONNECT: [
        { guard: 'noneChosen', actions: 'showChooseOne' },
        { guard: 'noAssistant', actions: 'showAssistantMissing' },
        { target: 'checkingUsage', actions: 'queueChosen' },
      ],
    },
  },
  fetchingMorePages: {
    tags: 'busy',
    entry: 'clearMessages',
    invoke: call(
      'loadPages',
      ({ context }: Ctx) => ({ companyId: context.companyId, accessToken: context.userToken, after: context.after }),
      { target: 'choosingFacebookPages', actions: 'addPages' },
      { target: 'choosingFacebookPages', actions: 'showPagesFailure' },
    ),
  },
  checkingUsage: {
    tags: 'busy',
    invoke: call(
      'checkUsage',
      ({ context }: Ctx) => ({ companyId: context.companyId, kind: context.kind, fields: { pageID: context.queue[0]?.id ?? '' } }),
      [{ guard: 'usedElsewhere', ...backToPages('showDuplicate') }, { target: 'addingPage' }],
      backToPages('showUsageFailure'),
    ),
  },
  addingPage: {
    tags: 'busy',
    invoke: call(
      'addChannel',
      ({ context }: Ctx) => {
        const page = context.queue[0];
        return {
          companyId: context.companyId,
          kind: context.kind,
          name: page?.name ?? '',
          botId: context.botId,
          properties: { pageID: page?.id ?? '', accessToken: context.userToken, pageAccessToken: page?.accessToken ?? '' },
        };
      },
      [
        { guard: 'morePagesQueued', target: 'checkingUsage', actions: 'pageAdded' },
        { target: 'added', actions: ['pageAdded', 'keepAdded', 'notifySaved'] },
      ],
      backToPages('showAddFailure'),
    ),
  },
  added: { type: 'final' },
} as const;

export const pagesUpdateStates = {
  fetchingSecondaryReceivers: {
    tags: 'busy',
    invoke: call('loadReceivers', channelInput, { target: 'updatingIntegration', actions: 'setReceivers' }, { target: 'receiversFailed', actions: 'showReceiversFailure' }),
  },
  updatingIntegration: {
    tags: 'editing',
    on: {
      RECEIVER_CHOSEN: { guard: 'receiverListed', actions: 'chooseReceiver' },
      SAVE: [{ guard: 'noReceiver', actions: 'showChooseReceiver' }, { target: 'savingHandover' }],
      RECONNECT: 'reconnectIntegration',
    },
  },
  receiversFailed: { tags: 'editing', on: { RETRY: { target: 'fetchingSecondaryReceivers', actions: 'clearMessages' }, RECONNECT: 'reconnectIntegration' } },
  savingHandover: {
    tags: 'busy',
    entry: 'clearMessages',
    invoke: call(
      'saveHandover',
      ({ context }: Ctx) => ({
        channelId: context.channelId ?? '',
        fbSecondaryReceiverID: context.receiverId,
        fbSecondaryReceiverName: context.receivers.find((receiver) => receiver.id === context.receiverId)?.name ?? '',
      }),
      { target: 'updatingIntegration', actions: ['showUpdated', 'notifySaved'] },
      { target: 'updatingIntegration', actions: 'showUpdateFailure' },
    ),
  },
  reconnectIntegration: {
    tags: 'busy',
    entry: 'clearMessages',
    invoke: call('logIn', logInInput, { target: 'reconnecting', actions: 'setUserToken' }, backToUpdate('showLoginFailure')),
  },
  reconnecting: {
    tags: 'busy',
    invoke: call(
      'reconnect',
      ({ context }: Ctx) => ({ channelId: context.channelId ?? '', token: context.userToken }),
      { target: 'fetchingSecondaryReceivers', actions: ['showReconnected', 'notifySaved'] },
      backToUpdate('showReconnectFailure'),
    ),
  },
} as const;
