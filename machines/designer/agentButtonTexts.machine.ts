import { assertEvent, assign, setup } from 'xstate';
import { buttonTextsErrors, hasErrors, MAX_BUTTON_LOCALES, rowsOf, savedButtonTexts, type ButtonTextRow, type ButtonTextsErrors } from './agentButtonTexts.rules';

export * from './agentButtonTexts.rules';

/**
 * The AI Agent panel's product button texts (spec 03 section 5.10): the default text and
 * the localized rows are edited here and saved together. Errors stay hidden while
 * editing; a save attempt with errors turns the validation flag on (state `checking`),
 * where every error shows until its field is edited. A valid save stores the texts
 * (blank and temporary rows left out) through the app action `save`.
 */
export type AgentButtonTextsInput = { defaultText: string; texts: Record<string, string> };

export type AgentButtonTextsContext = {
  defaultText: string;
  rows: ButtonTextRow[];
  /** Fields edited since the last save attempt: 'default', '<row id>:locale', '<row id>:text'. */
  cleared: string[];
};

export type SavedButtonTexts = { defaultProductButtonText: string; localizedButtonTexts: Record<string, string> };

export type AgentButtonTextsEvent =
  | { type: 'SET_DEFAULT'; text: string }
  | { type: 'ADD_ROW' }
  | { type: 'SET_LOCALE'; id: string; locale: string }
  | { type: 'SET_TEXT'; id: string; text: string }
  | { type: 'REMOVE_ROW'; id: string }
  | { type: 'SAVE' };

/** A new temporary row's id: the smallest free 'row-N', so ids stay short and stable. */
function freeRowId(rows: readonly ButtonTextRow[]): string {
  let n = 1;
  while (rows.some((r) => r.id === `row-${n}`)) n += 1;
  return `row-${n}`;
}

const withCleared = (cleared: readonly string[], field: string) => (cleared.includes(field) ? [...cleared] : [...cleared, field]);

const errorsOf = (context: AgentButtonTextsContext) => buttonTextsErrors(context.defaultText, context.rows);

export const agentButtonTextsMachine = setup({
  types: {
    input: {} as AgentButtonTextsInput,
    context: {} as AgentButtonTextsContext,
    events: {} as AgentButtonTextsEvent,
  },
  guards: {
    valid: ({ context }) => !hasErrors(errorsOf(context)),
    canAddRow: ({ context }) => context.rows.length < MAX_BUTTON_LOCALES,
    knownRow: ({ context, event }) => {
      assertEvent(event, ['SET_TEXT', 'REMOVE_ROW']);
      return context.rows.some((r) => r.id === event.id);
    },
    localeFree: ({ context, event }) => {
      assertEvent(event, 'SET_LOCALE');
      return context.rows.some((r) => r.id === event.id) && !context.rows.some((r) => r.id !== event.id && r.locale === event.locale);
    },
  },
  actions: {
    setDefault: assign(({ context, event }) => {
      assertEvent(event, 'SET_DEFAULT');
      return { defaultText: event.text, cleared: withCleared(context.cleared, 'default') };
    }),
    addRow: assign({ rows: ({ context }) => [...context.rows, { id: freeRowId(context.rows), locale: null, text: '' }] }),
    setLocale: assign(({ context, event }) => {
      assertEvent(event, 'SET_LOCALE');
      return {
        rows: context.rows.map((r) => (r.id === event.id ? { ...r, locale: event.locale } : r)),
        cleared: withCleared(context.cleared, `${event.id}:locale`),
      };
    }),
    setText: assign(({ context, event }) => {
      assertEvent(event, 'SET_TEXT');
      return {
        rows: context.rows.map((r) => (r.id === event.id ? { ...r, text: event.text } : r)),
        cleared: withCleared(context.cleared, `${event.id}:text`),
      };
    }),
    removeRow: assign({ rows: ({ context, event }) => (assertEvent(event, 'REMOVE_ROW'), context.rows.filter((r) => r.id !== event.id)) }),
    resetCleared: assign({ cleared: [] }),
    // Provided by the panel: writes the texts into the module.
    save: (_, _params: SavedButtonTexts) => {},
  },
}).createMachine({
  id: 'agentButtonTexts',
  initial: 'editing',
  context: ({ input }) => ({ defaultText: input.defaultText, rows: rowsOf(input.texts), cleared: [] }),
  on: {
    SET_DEFAULT: { actions: 'setDefault' },
    ADD_ROW: { guard: 'canAddRow', actions: 'addRow' },
    SET_LOCALE: { guard: 'localeFree', actions: 'setLocale' },
    SET_TEXT: { guard: 'knownRow', actions: 'setText' },
    REMOVE_ROW: { guard: 'knownRow', actions: 'removeRow' },
  },
  states: {
    editing: {
      on: {
        SAVE: [{ guard: 'valid', actions: { type: 'save', params: ({ context }) => savedOf(context) } }, { target: 'checking' }],
      },
    },
    checking: {
      entry: 'resetCleared',
      on: {
        SAVE: [
          { guard: 'valid', target: 'editing', actions: { type: 'save', params: ({ context }) => savedOf(context) } },
          { target: 'checking', reenter: true },
        ],
      },
    },
  },
});

export function savedOf(context: AgentButtonTextsContext): SavedButtonTexts {
  return { defaultProductButtonText: context.defaultText.trim(), localizedButtonTexts: savedButtonTexts(context.rows) };
}

/** The errors to show: none while editing; in `checking`, those of fields not edited since the attempt. */
export function shownErrors(checking: boolean, context: AgentButtonTextsContext): ButtonTextsErrors {
  const none: ButtonTextsErrors = { defaultText: null, rows: {} };
  if (!checking) return none;
  const all = errorsOf(context);
  const rows: ButtonTextsErrors['rows'] = {};
  for (const [id, errors] of Object.entries(all.rows)) {
    const shown = {
      ...(errors.locale && !context.cleared.includes(`${id}:locale`) ? { locale: errors.locale } : {}),
      ...(errors.text && !context.cleared.includes(`${id}:text`) ? { text: errors.text } : {}),
    };
    if (shown.locale || shown.text) rows[id] = shown;
  }
  return { defaultText: context.cleared.includes('default') ? null : all.defaultText, rows };
}
