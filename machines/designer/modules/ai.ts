import { intentSlot, uniqueNames } from '../outputSlot';
import { filled } from '../requiredFields';
import type { ModuleDesign } from './design';

/**
 * AI, 'AI Action': one output per intent it connects (the intents live at the AI provider,
 * so any named intent of the module counts as one of its slots); it needs its AI connection.
 */
export const aiDesign: ModuleDesign<'AI'> = {
  slots: (module) => uniqueNames(module.connections.map((c) => c.intent ?? '')).map(intentSlot),
  ownsConnection: (_module, connection) =>
    connection.intent === undefined ? null : connection.intent !== '' && connection.optionID === undefined && connection.cardID === undefined && connection.buttonID === undefined,
  missingFields: (module) => (filled(module.settings.aiType) ? [] : ['aiConnectionMissing']),
};
