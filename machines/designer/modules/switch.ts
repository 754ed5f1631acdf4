import { filled } from '../requiredFields';
import type { ModuleDesign } from './design';

/** SWITCH, 'Forward To Bot', needs the assistant it forwards to. */
export const switchDesign: ModuleDesign<'SWITCH'> = {
  missingFields: (module) => (filled(module.settings.botID) ? [] : ['switchBotMissing']),
};
