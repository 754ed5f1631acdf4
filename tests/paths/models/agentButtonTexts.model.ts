import { agentButtonTextsMachine, type AgentButtonTextsContext, type AgentButtonTextsInput } from '../../../machines/designer/agentButtonTexts.machine';
import { serializeWith, type CatalogueEntry } from '../model';

/** 18 stored locales: two more rows reach the limit of 20. */
export const storedLocales = ['ar', 'az', 'bg', 'cs', 'da', 'de', 'el', 'en', 'es', 'fa', 'fi', 'fr', 'he', 'hi', 'hu', 'id', 'it', 'ja'];

export const agentButtonTextsInput: AgentButtonTextsInput = {
  defaultText: '',
  texts: Object.fromEntries(storedLocales.map((l) => [l, `Cart ${l}`])),
};

export const agentButtonTextsEvents = {
  goodDefault: { type: 'SET_DEFAULT', text: 'View cart' },
  emptyDefault: { type: 'SET_DEFAULT', text: '' },
  addRow: { type: 'ADD_ROW' },
  turkish: { type: 'SET_LOCALE', id: 'row-1', locale: 'tr' },
  /** Refused: another row has this locale. */
  takenLocale: { type: 'SET_LOCALE', id: 'row-1', locale: 'en' },
  goodText: { type: 'SET_TEXT', id: 'row-1', text: 'Sepete git' },
  shortText: { type: 'SET_TEXT', id: 'row-1', text: 'x' },
  removeRow: { type: 'REMOVE_ROW', id: 'row-1' },
  save: { type: 'SAVE' },
} as const;

export const agentButtonTextsModel: CatalogueEntry = {
  machine: agentButtonTextsMachine,
  appActions: ['save'],
  scenarios: [{ name: 'edit the product button texts of an agent', input: agentButtonTextsInput, events: Object.values(agentButtonTextsEvents) }],
  serialize: serializeWith(({ context }) => {
    const c = context as AgentButtonTextsContext;
    // Which fields were edited since the attempt is left out: it only hides errors, and keeps the graph small.
    return [c.defaultText, c.rows.filter((r) => !storedLocales.includes(r.locale ?? '')), c.rows.length];
  }),
};
