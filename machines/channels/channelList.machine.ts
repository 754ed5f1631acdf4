import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { actorError } from '../shared/apiError';
import type { TextRef } from '../shared/text';
import { MANY_PER_COMPANY_KINDS } from '../../services/contracts/channels/management';
import { FORM_KINDS, isFormKind, type ChannelTile, type FormKind } from './channels';
import { callFailureText, channelTexts } from './channelTexts';

/** linkedChannelId: the channel a link names (?channel=), whose update form opens once the tiles are read. */
export type ChannelListInput = { companyId: string; canEdit: boolean; linkedChannelId?: string | null };
/** The open form: a new channel of a kind, or a stored one. */
export type OpenForm = { mode: 'create'; kind: FormKind } | { mode: 'update'; kind: FormKind; channelId: string };
export type ChannelListContext = Omit<ChannelListInput, 'linkedChannelId'> & {
  /** The linked channel until the first read of the tiles (it opens then, or never). */
  linkedChannelId: string | null;
  channels: ChannelTile[];
  open: OpenForm | null;
  pendingDelete: ChannelTile | null;
  error: TextRef | null;
  notice: TextRef | null;
};
export type ChannelListEvent =
  | { type: 'RETRY' }
  | { type: 'OPEN_CREATE'; kind: string }
  | { type: 'OPEN_CHANNEL'; id: string }
  | { type: 'CLOSE_FORM' }
  | { type: 'SAVED' }
  | { type: 'DELETE'; id: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/**
 * Kinds already present: one channel per type, so these are not offered for create. Web chat
 * (one per assistant) and generic webhooks (one per partner) may be many (the server's rule:
 * MANY_PER_COMPANY_KINDS).
 */
export const takenKinds = (channels: readonly ChannelTile[]): FormKind[] =>
  FORM_KINDS.filter((kind) => !(MANY_PER_COMPANY_KINDS as readonly string[]).includes(kind) && channels.some((c) => c.kind === kind));
export const offeredKinds = (channels: readonly ChannelTile[]): FormKind[] => FORM_KINDS.filter((kind) => !takenKinds(channels).includes(kind));

const tileOf = (context: ChannelListContext, id: string) => context.channels.find((c) => c.id === id);

/** The update form of a tile an ADMIN may open (a form kind), or null. */
const updateFormOf = (context: ChannelListContext, id: string): OpenForm | null => {
  const kind = tileOf(context, id)?.kind ?? '';
  return context.canEdit && isFormKind(kind) ? { mode: 'update', kind, channelId: id } : null;
};

/**
 * The CHANNELS tab of the company profile: the company's channels as tiles; an ADMIN opens a
 * form to create a kind not present yet or to update a tile, and deletes a channel after a
 * confirmation. A USER sees the tiles read-only. A link naming a channel opens its update
 * form once the tiles are read (for an ADMIN, when the channel is one of the company's).
 */
export const channelListMachine = setup({
  types: { context: {} as ChannelListContext, events: {} as ChannelListEvent, input: {} as ChannelListInput },
  actors: {
    loadChannels: fromPromise<ChannelTile[], { companyId: string }>(async () => {
      throw new Error('loadChannels not provided');
    }),
    deleteChannel: fromPromise<unknown, { channelId: string }>(async () => {
      throw new Error('deleteChannel not provided');
    }),
  },
  guards: {
    canCreate: ({ context, event }) => {
      assertEvent(event, 'OPEN_CREATE');
      return context.canEdit && context.open === null && isFormKind(event.kind) && offeredKinds(context.channels).includes(event.kind);
    },
    canOpen: ({ context, event }) => {
      assertEvent(event, 'OPEN_CHANNEL');
      return context.open === null && updateFormOf(context, event.id) !== null;
    },
    canDelete: ({ context, event }) => {
      assertEvent(event, 'DELETE');
      return context.canEdit && context.open === null && tileOf(context, event.id) !== undefined;
    },
    formOpen: ({ context }) => context.open !== null,
  },
  actions: {
    setChannels: assign({ channels: ({ event }) => (event as { output?: ChannelTile[] }).output ?? [] }),
    showLoadFailure: assign({ error: ({ event }) => callFailureText(actorError(event), channelTexts.loadFailed) }),
    clearMessages: assign({ error: null, notice: null }),
    openCreate: assign(({ event }) => {
      assertEvent(event, 'OPEN_CREATE');
      return isFormKind(event.kind) ? { open: { mode: 'create' as const, kind: event.kind }, notice: null, error: null } : {};
    }),
    openChannel: assign(({ context, event }) => {
      assertEvent(event, 'OPEN_CHANNEL');
      const open = updateFormOf(context, event.id);
      return open ? { open, notice: null, error: null } : {};
    }),
    // A link opens its channel's form once, after the first read of the tiles; an unknown or read-only channel opens nothing.
    openLinkedChannel: assign(({ context }) => ({
      linkedChannelId: null,
      open: context.open ?? (context.linkedChannelId === null ? null : updateFormOf(context, context.linkedChannelId)),
    })),
    closeForm: assign({ open: null }),
    askDelete: assign(({ context, event }) => (assertEvent(event, 'DELETE'), { pendingDelete: tileOf(context, event.id) ?? null, notice: null, error: null })),
    forgetDelete: assign({ pendingDelete: null }),
    showDeleted: assign({ pendingDelete: null, notice: { key: channelTexts.deleted } }),
    showDeleteFailure: assign({ pendingDelete: null, error: ({ event }) => callFailureText(actorError(event), channelTexts.deleteFailed) }),
  },
}).createMachine({
  id: 'channelList',
  context: ({ input }) => ({
    companyId: input.companyId,
    canEdit: input.canEdit,
    linkedChannelId: input.linkedChannelId ?? null,
    channels: [],
    open: null,
    pendingDelete: null,
    error: null,
    notice: null,
  }),
  initial: 'loading',
  on: { CLOSE_FORM: { guard: 'formOpen', actions: 'closeForm' } },
  states: {
    loading: {
      entry: 'forgetDelete',
      invoke: {
        id: 'loadChannels',
        src: 'loadChannels',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'loaded', actions: ['setChannels', 'openLinkedChannel'] },
        onError: { target: 'failed', actions: 'showLoadFailure' },
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: 'clearMessages' } } },
    loaded: {
      initial: 'idle',
      on: { SAVED: '#channelList.loading' },
      states: {
        idle: {
          on: {
            OPEN_CREATE: { guard: 'canCreate', actions: 'openCreate' },
            OPEN_CHANNEL: { guard: 'canOpen', actions: 'openChannel' },
            DELETE: { guard: 'canDelete', target: 'confirmingDelete', actions: 'askDelete' },
          },
        },
        confirmingDelete: { on: { CONFIRM: 'deleting', CANCEL: { target: 'idle', actions: 'forgetDelete' } } },
        deleting: {
          invoke: {
            id: 'deleteChannel',
            src: 'deleteChannel',
            input: ({ context }) => ({ channelId: context.pendingDelete?.id ?? '' }),
            onDone: { target: '#channelList.loading', actions: 'showDeleted' },
            onError: { target: 'idle', actions: 'showDeleteFailure' },
          },
        },
      },
    },
  },
});
