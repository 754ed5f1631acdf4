/**
 * The states of the Facebook and Instagram forms (spec 02 section 4), by name only: the
 * machine (pagesForm.ts) gives the actors, guards and actions they name. Create: log in,
 * fetch the pages, choose (load more on demand), then per chosen page the usage check and
 * the add. Update: the page's receivers, choose and save one; reconnect logs in again.
 */

type Ctx = { context: { companyId: string; channelId: string | null; kind: 'facebook' | 'instagram'; userToken: string; after: string | null } };

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
    invoke: {
      id: 'loadAssistants',
      src: 'loadAssistants',
      input: ({ context }: Ctx) => ({ companyId: context.companyId }),
      onDone: { target: 'creatingIntegration', actions: 'setAssistants' },
      onError: { target: 'loadFailed', actions: 'showAssistantsFailure' },
    },
  },
  loadingChannel: {
    tags: 'loading',
    entry: 'clearMessages',
    invoke: {
      id: 'loadChannel',
      src: 'loadChannel',
      input: ({ context }: Ctx) => ({ channelId: context.channelId ?? '' }),
      onDone: { target: 'fetchingSecondaryReceivers', actions: 'setRecord' },
      onError: { target: 'loadFailed', actions: 'showReadFailure' },
    },
  },
  loadFailed: { tags: 'loadFailed', on: { RETRY: 'starting' } },
} as const;

export const pagesCreateStates = {
  creatingIntegration: { tags: 'editing', on: { LOGIN: 'loggingIn' } },
  loggingIn: {
    tags: 'busy',
    entry: 'clearMessages',
    invoke: {
      id: 'logIn',
      src: 'logIn',
      input: ({ context }: Ctx) => ({ companyId: context.companyId, kind: context.kind }),
      onDone: { target: 'fetchingPages', actions: 'setUserToken' },
      onError: { target: 'creatingIntegration', actions: 'showLoginFailure' },
    },
  },
  fetchingPages: {
    tags: 'busy',
    invoke: {
      id: 'loadPages',
      src: 'loadPages',
      input: ({ context }: Ctx) => ({ companyId: context.companyId, accessToken: context.userToken, after: null }),
      onDone: [
        { guard: 'noPages', target: 'creatingIntegration', actions: 'showNoPages' },
        { target: 'choosingFacebookPages', actions: 'setPages' },
      ],
      onError: { target: 'creatingIntegration', actions: 'showPagesFailure' },
    },
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
    invoke: {
      id: 'loadPages',
      src: 'loadPages',
      input: ({ context }: Ctx) => ({ companyId: context.companyId, accessToken: context.userToken, after: context.after }),
      onDone: { target: 'choosingFacebookPages', actions: 'addPages' },
      onError: { target: 'choosingFacebookPages', actions: 'showPagesFailure' },
    },
  },
  checkingUsage: {
    tags: 'busy',
    invoke: {
      id: 'checkUsage',
      src: 'checkUsage',
      input: ({ context }: { context: { companyId: string; kind: 'facebook' | 'instagram'; queue: Array<{ id: string }> } }) => ({
        companyId: context.companyId,
        kind: context.kind,
        fields: { pageID: context.queue[0]?.id ?? '' },
      }),
      onDone: [{ guard: 'usedElsewhere', target: 'choosingFacebookPages', actions: ['showDuplicate', 'tellIfAdded'] }, { target: 'addingPage' }],
      onError: { target: 'choosingFacebookPages', actions: ['showUsageFailure', 'tellIfAdded'] },
    },
  },
  addingPage: {
    tags: 'busy',
    invoke: {
      id: 'addChannel',
      src: 'addChannel',
      input: ({
        context,
      }: {
        context: { companyId: string; kind: 'facebook' | 'instagram'; botId: string; userToken: string; queue: Array<{ id: string; name: string; accessToken: string }> };
      }) => {
        const page = context.queue[0];
        return {
          companyId: context.companyId,
          kind: context.kind,
          name: page?.name ?? '',
          botId: context.botId,
          properties: { pageID: page?.id ?? '', accessToken: context.userToken, pageAccessToken: page?.accessToken ?? '' },
        };
      },
      onDone: [
        { guard: 'morePagesQueued', target: 'checkingUsage', actions: 'pageAdded' },
        { target: 'added', actions: ['pageAdded', 'keepAdded', 'notifySaved'] },
      ],
      onError: { target: 'choosingFacebookPages', actions: ['showAddFailure', 'tellIfAdded'] },
    },
  },
  added: { type: 'final' },
} as const;

export const pagesUpdateStates = {
  fetchingSecondaryReceivers: {
    tags: 'busy',
    invoke: {
      id: 'loadReceivers',
      src: 'loadReceivers',
      input: ({ context }: Ctx) => ({ channelId: context.channelId ?? '' }),
      onDone: { target: 'updatingIntegration', actions: 'setReceivers' },
      onError: { target: 'receiversFailed', actions: 'showReceiversFailure' },
    },
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
    invoke: {
      id: 'saveHandover',
      src: 'saveHandover',
      input: ({ context }: { context: { channelId: string | null; receiverId: string; receivers: Array<{ id: string; name: string }> } }) => ({
        channelId: context.channelId ?? '',
        fbSecondaryReceiverID: context.receiverId,
        fbSecondaryReceiverName: context.receivers.find((receiver) => receiver.id === context.receiverId)?.name ?? '',
      }),
      onDone: { target: 'updatingIntegration', actions: ['showUpdated', 'notifySaved'] },
      onError: { target: 'updatingIntegration', actions: 'showUpdateFailure' },
    },
  },
  reconnectIntegration: {
    tags: 'busy',
    entry: 'clearMessages',
    invoke: {
      id: 'logIn',
      src: 'logIn',
      input: ({ context }: Ctx) => ({ companyId: context.companyId, kind: context.kind }),
      onDone: { target: 'reconnecting', actions: 'setUserToken' },
      onError: backToUpdate('showLoginFailure'),
    },
  },
  reconnecting: {
    tags: 'busy',
    invoke: {
      id: 'reconnect',
      src: 'reconnect',
      input: ({ context }: Ctx) => ({ channelId: context.channelId ?? '', token: context.userToken }),
      onDone: { target: 'fetchingSecondaryReceivers', actions: ['showReconnected', 'notifySaved'] },
      onError: backToUpdate('showReconnectFailure'),
    },
  },
} as const;
