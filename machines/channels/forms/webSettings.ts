import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { SECRET_MASK } from '../../../services/contracts/channels';
import { typingDelayWarning } from '../../../services/contracts/channels/webChatCallout';
import { actorError } from '../../shared/apiError';
import { isFilled } from '../../shared/nameRules';
import { commonTexts, type TextRef } from '../../shared/text';
import type { ChannelRecord } from '../channels';
import { callFailureText, channelTexts, webSettingsTexts } from '../channelTexts';
import { channelFormActions, channelFormCalls, channelFormStates, outputOf, type ChannelFormBase, type ContextChange } from './channelFormStates';
import { addedButton, changedButtons, MAX_CALLOUT_BUTTONS, type CalloutButtonChange } from './web/calloutButtons';
import type { CustomRequestDraft, CustomRequestName } from './web/customRequests';
import { imageRefusal, type ImageFacts } from './web/imageRules';
import { SIGN_IN_SECRET } from './web/signInSecret';
import type { SettingValue } from './webSettingFields';
import { readSettings, settingsErrors, settingsProperties, type ReminderBlock, type WebSettingsConfig, type WebSettingsValues } from './webSettingsValues';

export type WebSettingsInput = { companyId: string; channelId: string | null; userEmail: string };

export type WebSettingsContext = WebSettingsValues &
  ChannelFormBase & {
    /** The image being checked or uploaded, and the property it is for. */
    image: { field: string; file: Blob } | null;
    /** Per field (name, botId, a property path): why it is refused. */
    errors: Record<string, TextRef>;
    /** The typing-delay warning (a warning: the settings are saved all the same). */
    warning: TextRef | null;
  };

export type WebSettingsEvent =
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'ASSISTANT_CHOSEN'; botId: string }
  | { type: 'FIELD_CHANGED'; field: string; value: SettingValue }
  | { type: 'TEXT_CHANGED'; key: string; value: string }
  | { type: 'BUTTON_ADDED' }
  | { type: 'BUTTON_CHANGED'; index: number; change: CalloutButtonChange }
  | { type: 'BUTTON_REMOVED'; index: number }
  | { type: 'REQUEST_CHANGED'; request: CustomRequestName; value: CustomRequestDraft }
  | { type: 'REMINDERS_CHANGED'; blocks: ReminderBlock[] }
  | { type: 'IMAGE_CHOSEN'; field: string; file: Blob }
  | { type: 'SIGN_IN_SECRET_GENERATED'; secret: string }
  | { type: 'SAVE' }
  | { type: 'RETRY' };

export type ImageUploadRequest = { channelId: string; file: Blob };

/** Errors without those under a key or a path below it. */
const without = (errors: Record<string, TextRef>, key: string) => Object.fromEntries(Object.entries(errors).filter(([k]) => k !== key && !k.startsWith(`${key}.`)));
const applyChange = (change: ContextChange) => assign<WebSettingsContext, WebSettingsEvent, undefined, WebSettingsEvent, never>(({ event }) => change(event));
const edited = (context: WebSettingsContext, key: string) => ({ errors: without(context.errors, key), notice: null, error: null });
const warningOf = (values: Record<string, SettingValue>): TextRef | null => {
  const delay = (name: string) => (typeof values[name] === 'number' && !Number.isNaN(values[name]) ? values[name] : undefined);
  return typingDelayWarning({ callOutDelay: delay('callOutDelay'), typingDelay: delay('typingDelay') }) ? { key: webSettingsTexts.typingDelay } : null;
};

/**
 * The settings form of a web chat kind (spec 02 sections 2 to 5 and 8). Create: the
 * company's assistants are read, then name and assistant, and Connect adds the channel.
 * Update: the stored channel is read; fields of every type, callout buttons (at most 3, the
 * first the default), custom requests, reminder blocks and texts are edited; a chosen image
 * is checked (20 MB, height at most twice the width) and uploaded, further choices ignored
 * meanwhile; SAVE checks with the kind's contract (each refusal under its field, the
 * typing-delay warning shown) and updates, sending back the stored properties not shown.
 */
export function webSettingsMachine(config: WebSettingsConfig) {
  // The web chat's callout buttons, custom requests and reminder blocks (the web messenger has none).
  const extendedEvents = config.extended
    ? {
        BUTTON_ADDED: { guard: 'canAddButton' as const, actions: 'addButton' as const },
        BUTTON_CHANGED: { guard: 'buttonExists' as const, actions: 'changeButton' as const },
        BUTTON_REMOVED: [
          { guard: 'defaultWithOthers' as const, actions: 'refuseDefaultButton' as const },
          { guard: 'buttonExists' as const, actions: 'removeButton' as const },
        ],
        REQUEST_CHANGED: { actions: 'setRequest' as const },
        REMINDERS_CHANGED: { actions: 'setReminders' as const },
        SIGN_IN_SECRET_GENERATED: { actions: 'setSignInSecret' as const },
      }
    : {};
  const { adding, added, updating, ...reading } = channelFormStates<WebSettingsContext, 'keepSavedSecret'>({
    kind: config.kind,
    creating: 'creating',
    addedProperties: () => ({}),
    updatedProperties: (context) => settingsProperties(config, context),
    whenUpdated: ['keepSavedSecret'],
  });
  return setup({
    types: { context: {} as WebSettingsContext, events: {} as WebSettingsEvent, input: {} as WebSettingsInput, tags: {} as 'loading' | 'loadFailed' | 'editing' },
    actors: {
      ...channelFormCalls,
      readImage: fromPromise<ImageFacts, { file: Blob }>(async () => {
        throw new Error('readImage not provided');
      }),
      uploadImage: fromPromise<{ url: string }, ImageUploadRequest>(async () => {
        throw new Error('uploadImage not provided');
      }),
    },
    guards: {
      isUpdate: ({ context }) => context.mode === 'update',
      createInvalid: ({ context }) => !isFilled(context.name) || context.botId === '',
      invalid: ({ context }) => Object.keys(settingsErrors(config, context)).length > 0,
      isField: ({ event }) => (event.type === 'FIELD_CHANGED' || event.type === 'IMAGE_CHOSEN') && config.fields.some((f) => f.name === event.field),
      canAddButton: ({ context }) => context.buttons.length < MAX_CALLOUT_BUTTONS,
      buttonExists: ({ context, event }) => 'index' in event && event.index >= 0 && event.index < context.buttons.length,
      defaultWithOthers: ({ context, event }) => 'index' in event && event.index === 0 && context.buttons.length > 1,
      tooBig: ({ event }) => imageRefusal(outputOf<ImageFacts>(event) ?? { bytes: 0, width: 1, height: 1 }) === 'tooBig',
      tooTall: ({ event }) => imageRefusal(outputOf<ImageFacts>(event) ?? { bytes: 0, width: 1, height: 1 }) === 'tooTall',
    },
    actions: {
      ...channelFormActions(applyChange, config.kind, { key: channelTexts.saved }),
      setName: assign(({ context, event }) => (assertEvent(event, 'NAME_CHANGED'), { name: event.value, ...edited(context, 'name') })),
      setAssistant: assign(({ context, event }) => (assertEvent(event, 'ASSISTANT_CHOSEN'), { botId: event.botId, ...edited(context, 'botId') })),
      setField: assign(({ context, event }) => {
        assertEvent(event, 'FIELD_CHANGED');
        const values = { ...context.values, [event.field]: event.value };
        return { values, warning: warningOf(values) ? context.warning : null, ...edited(context, event.field) };
      }),
      setText: assign(({ context, event }) => {
        assertEvent(event, 'TEXT_CHANGED');
        return { texts: { ...context.texts, [event.key]: event.value }, ...edited(context, config.texts === 'nested' ? `texts.${event.key}` : event.key) };
      }),
      addButton: assign(({ context }) => ({ buttons: [...context.buttons, addedButton(context.buttons)], ...edited(context, 'buttonList') })),
      changeButton: assign(
        ({ context, event }) => (assertEvent(event, 'BUTTON_CHANGED'), { buttons: changedButtons(context.buttons, event.index, event.change), ...edited(context, 'buttonList') }),
      ),
      removeButton: assign(
        ({ context, event }) => (assertEvent(event, 'BUTTON_REMOVED'), { buttons: context.buttons.filter((_, i) => i !== event.index), ...edited(context, 'buttonList') }),
      ),
      refuseDefaultButton: assign(({ context }) => ({ errors: { ...context.errors, buttonList: { key: webSettingsTexts.defaultButton } } })),
      setRequest: assign(
        ({ context, event }) => (assertEvent(event, 'REQUEST_CHANGED'), { requests: { ...context.requests, [event.request]: event.value }, ...edited(context, event.request) }),
      ),
      setReminders: assign(({ context, event }) => (assertEvent(event, 'REMINDERS_CHANGED'), { reminders: event.blocks, ...edited(context, 'reminderTimeouts') })),
      setSignInSecret: assign(({ context, event }) => (assertEvent(event, 'SIGN_IN_SECRET_GENERATED'), { signInSecret: event.secret, ...edited(context, SIGN_IN_SECRET) })),
      keepSavedSecret: assign(({ context }) => (context.signInSecret === '' ? {} : { signInSecret: '', stored: { ...context.stored, [SIGN_IN_SECRET]: SECRET_MASK } })),
      keepImage: assign(({ context, event }) => (assertEvent(event, 'IMAGE_CHOSEN'), { image: { field: event.field, file: event.file }, ...edited(context, event.field) })),
      refuseImage: assign(({ context }, params: { key: string }) => ({ image: null, errors: { ...context.errors, [context.image?.field ?? '']: { key: params.key } } })),
      showUploadFailure: assign(({ context, event }) => ({
        image: null,
        errors: { ...context.errors, [context.image?.field ?? '']: callFailureText(actorError(event), webSettingsTexts.imageFailed) },
      })),
      setImageUrl: assign(({ context, event }) => {
        const url = outputOf<{ url: string }>(event)?.url ?? '';
        return { image: null, values: { ...context.values, [context.image?.field ?? '']: url } };
      }),
      showErrors: assign(({ context }) => ({ errors: settingsErrors(config, context), warning: warningOf(context.values), notice: null })),
      showWarning: assign(({ context }) => ({ warning: warningOf(context.values) })),
      showCreateErrors: assign(({ context }) => ({
        errors: {
          ...(isFilled(context.name) ? {} : { name: { key: commonTexts.fieldEmpty } }),
          ...(context.botId === '' ? { botId: { key: channelTexts.assistantMissing } } : {}),
        },
      })),
      setRecord: assign(({ event }) => {
        const record = outputOf<ChannelRecord>(event);
        return record ? readSettings(config, record.name, record.properties) : {};
      }),
    },
  }).createMachine({
    id: config.kind,
    context: ({ input }) => ({
      ...readSettings(config, '', {}),
      mode: input.channelId === null ? 'create' : 'update',
      companyId: input.companyId,
      channelId: input.channelId,
      botId: '',
      assistants: [],
      image: null,
      errors: {},
      warning: null,
      error: null,
      notice: null,
      added: null,
    }),
    initial: 'starting',
    states: {
      ...reading,
      creating: {
        tags: 'editing',
        on: {
          NAME_CHANGED: { actions: 'setName' },
          ASSISTANT_CHOSEN: { actions: 'setAssistant' },
          SAVE: [{ guard: 'createInvalid', actions: 'showCreateErrors' }, { target: 'adding' }],
        },
      },
      adding,
      added,
      editing: {
        tags: 'editing',
        initial: 'ready',
        on: {
          NAME_CHANGED: { actions: 'setName' },
          FIELD_CHANGED: { guard: 'isField', actions: 'setField' },
          TEXT_CHANGED: { actions: 'setText' },
          ...extendedEvents,
        },
        states: {
          ready: {
            on: {
              IMAGE_CHOSEN: { guard: 'isField', target: 'checkingImage', actions: 'keepImage' },
              SAVE: [
                { guard: 'invalid', actions: 'showErrors' },
                { target: '#' + config.kind + '.saving', actions: 'showWarning' },
              ],
            },
          },
          checkingImage: {
            invoke: {
              id: 'readImage',
              src: 'readImage',
              input: ({ context }) => ({ file: context.image?.file ?? new Blob() }),
              onDone: [
                { guard: 'tooBig', target: 'ready', actions: { type: 'refuseImage', params: { key: webSettingsTexts.imageTooBig } } },
                { guard: 'tooTall', target: 'ready', actions: { type: 'refuseImage', params: { key: webSettingsTexts.imageTooTall } } },
                { target: 'uploadingImage' },
              ],
              onError: { target: 'ready', actions: { type: 'refuseImage', params: { key: webSettingsTexts.imageUnreadable } } },
            },
          },
          uploadingImage: {
            invoke: {
              id: 'uploadImage',
              src: 'uploadImage',
              input: ({ context }) => ({ channelId: context.channelId ?? '', file: context.image?.file ?? new Blob() }),
              onDone: { target: 'ready', actions: 'setImageUrl' },
              onError: { target: 'ready', actions: 'showUploadFailure' },
            },
          },
        },
      },
      saving: updating,
    },
  });
}
