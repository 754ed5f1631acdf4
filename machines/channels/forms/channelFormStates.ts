import { fromPromise, type AnyEventObject } from 'xstate';
import { actorError } from '../../shared/apiError';
import type { TextRef } from '../../shared/text';
import type { AddChannelRequest, Assistant, ChannelAdded, ChannelRecord, FormKind, UpdateChannelRequest } from '../channels';
import { addFailureText, callFailureText, channelTexts } from '../channelTexts';

/** What reading and saving a channel keep in every channel form's context. */
export type ChannelFormBase = {
  mode: 'create' | 'update';
  companyId: string;
  channelId: string | null;
  name: string;
  botId: string;
  assistants: Assistant[];
  /** A failed call. */
  error: TextRef | null;
  /** 'Saved successfully' / 'Channel updated successfully.' */
  notice: TextRef | null;
  /** What adding answered: the channel and the values shown once. */
  added: ChannelAdded | null;
};

/** The calls every channel form makes; the app provides them, tests provide fakes. */
export const channelFormCalls = {
  loadAssistants: fromPromise<Assistant[], { companyId: string }>(async () => {
    throw new Error('loadAssistants not provided');
  }),
  loadChannel: fromPromise<ChannelRecord, { channelId: string }>(async () => {
    throw new Error('loadChannel not provided');
  }),
  addChannel: fromPromise<ChannelAdded, AddChannelRequest>(async () => {
    throw new Error('addChannel not provided');
  }),
  updateChannel: fromPromise<unknown, UpdateChannelRequest>(async () => {
    throw new Error('updateChannel not provided');
  }),
};

/** How a call's answer changes a form's context; each machine applies it with its own typed `assign`. */
export type ContextChange = (event: AnyEventObject) => Partial<ChannelFormBase>;

/** What a call answered, read from its done event. */
export const outputOf = <T>(event: unknown): T | undefined => (typeof event === 'object' && event !== null && 'output' in event ? (event.output as T) : undefined);

/** The actions of the shared states, each made by `apply`; `notifySaved` is provided by the app (the list reads the channels again). */
export function channelFormActions<A>(apply: (change: ContextChange) => A, kind: FormKind, savedNotice: TextRef) {
  return {
    clearMessages: apply(() => ({ error: null, notice: null })),
    setAssistants: apply((event) => ({ assistants: outputOf<Assistant[]>(event) ?? [] })),
    showReadFailure: apply((event) => ({ error: callFailureText(actorError(event), channelTexts.readFailed) })),
    showAssistantsFailure: apply((event) => ({ error: callFailureText(actorError(event), channelTexts.assistantsFailed) })),
    showAddFailure: apply((event) => ({ error: addFailureText(actorError(event), kind) })),
    showUpdateFailure: apply((event) => ({ error: callFailureText(actorError(event), channelTexts.updateFailed) })),
    keepAdded: apply((event) => ({ added: outputOf<ChannelAdded>(event) ?? null, notice: { key: channelTexts.saved } })),
    showUpdated: apply(() => ({ notice: savedNotice })),
    notifySaved: (): void => {},
  };
}

export type ChannelFormStatesOptions<C extends ChannelFormBase, A extends string> = {
  kind: FormKind;
  /** Where a create form's name and assistant are edited, and where a refused add returns. */
  creating: 'creating' | 'editing';
  /** The properties a new channel is added with. */
  addedProperties: (context: C) => Record<string, unknown>;
  /** The properties an update sends. */
  updatedProperties: (context: C) => Record<string, unknown>;
  /** The machine's own actions once an update is saved (before the list is told). */
  whenUpdated?: readonly A[];
};

/**
 * The reading and saving states every channel form shares: the company's assistants (create)
 * or the stored channel (update, kept by the machine's `setRecord`) are read first, a failed
 * read offers RETRY; adding ends the form, updating returns to `editing`. A kind's machine
 * places the update state under its own name and adds its editing states.
 */
export function channelFormStates<C extends ChannelFormBase, A extends string = never>(options: ChannelFormStatesOptions<C, A>) {
  return {
    starting: { tags: 'loading', always: [{ guard: 'isUpdate', target: 'loadingChannel' }, { target: 'loadingAssistants' }] },
    loadingAssistants: {
      tags: 'loading',
      entry: 'clearMessages',
      invoke: {
        id: 'loadAssistants',
        src: 'loadAssistants',
        input: ({ context }: { context: C }) => ({ companyId: context.companyId }),
        onDone: { target: options.creating, actions: 'setAssistants' },
        onError: { target: 'loadFailed', actions: 'showAssistantsFailure' },
      },
    },
    loadingChannel: {
      tags: 'loading',
      entry: 'clearMessages',
      invoke: {
        id: 'loadChannel',
        src: 'loadChannel',
        input: ({ context }: { context: C }) => ({ channelId: context.channelId ?? '' }),
        onDone: { target: 'editing', actions: 'setRecord' },
        onError: { target: 'loadFailed', actions: 'showReadFailure' },
      },
    },
    loadFailed: { tags: 'loadFailed', on: { RETRY: 'starting' } },
    adding: {
      entry: 'clearMessages',
      invoke: {
        id: 'addChannel',
        src: 'addChannel',
        input: ({ context }: { context: C }) => ({
          companyId: context.companyId,
          kind: options.kind,
          name: context.name.trim(),
          botId: context.botId,
          properties: options.addedProperties(context),
        }),
        onDone: { target: 'added', actions: ['keepAdded', 'notifySaved'] },
        onError: { target: options.creating, actions: 'showAddFailure' },
      },
    },
    added: { type: 'final' },
    updating: {
      entry: 'clearMessages',
      invoke: {
        id: 'updateChannel',
        src: 'updateChannel',
        input: ({ context }: { context: C }) => ({ channelId: context.channelId ?? '', name: context.name.trim(), properties: options.updatedProperties(context) }),
        onDone: { target: 'editing', actions: ['showUpdated', ...(options.whenUpdated ?? []), 'notifySaved'] },
        onError: { target: 'editing', actions: 'showUpdateFailure' },
      },
    },
  } as const;
}
