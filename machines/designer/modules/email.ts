import { filled } from '../requiredFields';
import type { ModuleDesign } from './design';

/** EMAIL needs its To address. */
export const emailDesign: ModuleDesign<'EMAIL'> = {
  missingFields: (module) => (filled(module.settings.emailTo) ? [] : ['emailToMissing']),
};
