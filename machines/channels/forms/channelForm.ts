import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { channelIdentifyingFields } from '../../../services/contracts/channels';
import { actorError } from '../../shared/apiError';
import type { TextRef } from '../../shared/text';
import type { ChannelRecord, ChannelUsage, UsageRequest } from '../channels';
import { callFailureText, channelTexts } from '../channelTexts';
import { channelFormActions, channelFormCalls, channelFormStates, outputOf, type ChannelFormBase, type ContextChange } from './channelFormStates';
import { checkForm, isFormField, usageFields, type FormConfig, type FormValues, type Pair } from './formRules';

export type ChannelFormInput = { companyId: string; channelId: string | null; userEmail: string };

export type ChannelFormContext = FormValues &
  ChannelFormBase & {
    /** Per field (name, botId, or the contract's property name): why it is refused. */
    errors: Record<string, TextRef>;
    /**
     * The stored properties (update), secrets masked: an update sends them back with the form's
     * fields over them, so what the form does not show (callout, Cloud API connection) is kept.
     */
    stored: Record<string, unknown>;
  };

/** The stored properties without the form's own fields (an emptied field is left out), with the form's values over them. */
function updatedProperties(config: FormConfig, context: ChannelFormContext): Record<string, unknown> {
  const own = new Set<string>([...config.fields, ...(config.keyedFields ?? []), ...(config.pairs ? ['params'] : [])]);
  const kept = Object.fromEntries(Object.entries(context.stored).filter(([key]) => !own.has(key)));
  return { ...kept, ...checkForm(config, context).properties };
}

export type ChannelFormEvent =
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'FIELD_CHANGED'; field: string; value: string }
  | { type: 'ASSISTANT_CHOSEN'; botId: string }
  | { type: 'PAIR_ADDED' }
  | { type: 'PAIR_CHANGED'; index: number; name: string; value: string }
  | { type: 'PAIR_REMOVED'; index: number }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

/** What a screen asks of a form's state (its states differ per kind): reading, read failed, editable. */
export type ChannelFormTag = 'loading' | 'loadFailed' | 'editing';

const applyChange = (change: ContextChange) => assign<ChannelFormContext, ChannelFormEvent, undefined, ChannelFormEvent, never>(({ event }) => change(event));

const withoutKeys = (errors: Record<string, TextRef>, ...keys: readonly string[]) => Object.fromEntries(Object.entries(errors).filter(([k]) => !keys.includes(k)));

/**
 * The form of a channel kind whose fields are text (the shared reading and saving states of
 * channelFormStates around one editing state): SUBMIT checks the fields with the kind's
 * contract, asks the usage check when the kind has identifying fields (create), then adds or
 * updates. A kind's machine is this with its own fields.
 */
export function channelFormMachine(config: FormConfig) {
  const checksUsage = channelIdentifyingFields(config.kind).length > 0;
  const emptyFields = Object.fromEntries(config.fields.map((f) => [f, '']));
  const pairEvents = config.pairs
    ? {
        PAIR_ADDED: { actions: 'addPair' as const },
        PAIR_CHANGED: { guard: 'pairExists' as const, actions: 'changePair' as const },
        PAIR_REMOVED: { guard: 'pairExists' as const, actions: 'removePair' as const },
      }
    : {};
  const { adding, added, updating, ...reading } = channelFormStates<ChannelFormContext>({
    kind: config.kind,
    creating: 'editing',
    addedProperties: (context) => checkForm(config, context).properties,
    updatedProperties: (context) => updatedProperties(config, context),
  });
  return setup({
    types: { context: {} as ChannelFormContext, events: {} as ChannelFormEvent, input: {} as ChannelFormInput, tags: {} as ChannelFormTag },
    actors: {
      ...channelFormCalls,
      checkUsage: fromPromise<ChannelUsage, UsageRequest>(async () => {
        throw new Error('checkUsage not provided');
      }),
    },
    guards: {
      isUpdate: ({ context }) => context.mode === 'update',
      invalid: ({ context }) => Object.keys(checkForm(config, context).errors).length > 0,
      usedElsewhere: ({ event }) => {
        const usage = outputOf<ChannelUsage>(event);
        return typeof usage?.companyID === 'string' && usage.companyID !== '';
      },
      pairExists: ({ context, event }) => 'index' in event && event.index >= 0 && event.index < context.pairs.length,
    },
    actions: {
      ...channelFormActions(applyChange, config.kind, { key: channelTexts.updated }),
      setName: assign(({ context, event }) => (assertEvent(event, 'NAME_CHANGED'), { name: event.value, errors: withoutKeys(context.errors, 'name'), notice: null, error: null })),
      setField: assign(({ context, event }) => {
        assertEvent(event, 'FIELD_CHANGED');
        if (!isFormField(config, event.field)) return {};
        // A keyed entry's change also clears its property's own refusal (too many entries).
        const linked = config.linkedFields?.includes(event.field) ? config.linkedFields : [event.field];
        const keyed = config.fields.includes(event.field) ? [] : [event.field.slice(0, event.field.indexOf('.'))];
        return { fields: { ...context.fields, [event.field]: event.value }, errors: withoutKeys(context.errors, ...linked, ...keyed), notice: null, error: null };
      }),
      setAssistant: assign(({ context, event }) => (assertEvent(event, 'ASSISTANT_CHOSEN'), { botId: event.botId, errors: withoutKeys(context.errors, 'botId'), error: null })),
      addPair: assign({ pairs: ({ context }) => [...context.pairs, { name: '', value: '' }], notice: null }),
      changePair: assign(({ context, event }) => {
        assertEvent(event, 'PAIR_CHANGED');
        return {
          pairs: context.pairs.map((p, i): Pair => (i === event.index ? { name: event.name, value: event.value } : p)),
          errors: withoutKeys(context.errors, 'params'),
          notice: null,
        };
      }),
      removePair: assign(({ context, event }) => {
        assertEvent(event, 'PAIR_REMOVED');
        return { pairs: context.pairs.filter((_, i) => i !== event.index), errors: withoutKeys(context.errors, 'params'), notice: null };
      }),
      showErrors: assign({ errors: ({ context }) => checkForm(config, context).errors }),
      setRecord: assign(({ event }) => {
        const record = outputOf<ChannelRecord>(event);
        if (!record) return {};
        return {
          name: record.name,
          botId: record.botId ?? '',
          fields: { ...emptyFields, ...config.fromProperties(record.properties) },
          pairs: config.pairs ? readPairs(record.properties['params']) : [],
          stored: record.properties,
        };
      }),
      showDuplicate: assign({ error: ({ event }) => ({ key: channelTexts.duplicate, values: { company: outputOf<ChannelUsage>(event)?.companyName ?? '' } }) }),
      showUsageFailure: assign({ error: ({ event }) => callFailureText(actorError(event), channelTexts.createFailed) }),
    },
  }).createMachine({
    id: config.kind,
    context: ({ input }) => ({
      mode: input.channelId === null ? 'create' : 'update',
      companyId: input.companyId,
      channelId: input.channelId,
      userEmail: input.userEmail,
      name: '',
      botId: '',
      fields: emptyFields,
      pairs: [],
      assistants: [],
      errors: {},
      error: null,
      notice: null,
      added: null,
      stored: {},
    }),
    initial: 'starting',
    states: {
      ...reading,
      editing: {
        tags: 'editing',
        on: {
          NAME_CHANGED: { actions: 'setName' },
          FIELD_CHANGED: { actions: 'setField' },
          ASSISTANT_CHOSEN: { guard: ({ context }) => context.mode === 'create', actions: 'setAssistant' },
          ...pairEvents,
          SUBMIT: [{ guard: 'invalid', actions: 'showErrors' }, { guard: 'isUpdate', target: 'updating' }, { target: checksUsage ? 'checkingUsage' : 'adding' }],
        },
      },
      ...(checksUsage
        ? {
            checkingUsage: {
              entry: 'clearMessages',
              invoke: {
                id: 'checkUsage',
                src: 'checkUsage',
                input: ({ context }: { context: ChannelFormContext }) => ({ companyId: context.companyId, kind: config.kind, fields: usageFields(config, context) }),
                onDone: [{ guard: 'usedElsewhere', target: 'editing', actions: 'showDuplicate' }, { target: 'adding' }],
                onError: { target: 'editing', actions: 'showUsageFailure' },
              },
            },
          }
        : {}),
      adding,
      added,
      updating,
    },
  });
}

function readPairs(value: unknown): Pair[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const name = 'name' in item && typeof item.name === 'string' ? item.name : '';
    const v = 'value' in item && typeof item.value === 'string' ? item.value : '';
    return [{ name, value: v }];
  });
}
