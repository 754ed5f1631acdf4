import { optionSlot, uniqueNames } from '../outputSlot';
import { filled } from '../requiredFields';
import type { ModuleDesign } from './design';

/** SUPPORT_AGENT, 'AI Agent (LLM)': one output per exit function ({ optionID: 'function:<name>' }); it needs its agent. */
export const supportAgentDesign: ModuleDesign<'SUPPORT_AGENT'> = {
  slots: (module) => uniqueNames(module.settings.allExitFunctions ?? []).map((name) => optionSlot(`function:${name}`, name)),
  missingFields: (module) => (filled(module.settings.agentId) ? [] : ['supportAgentMissing']),
};
