import { filled } from '../requiredFields';
import type { ModuleDesign } from './design';

/** ZAPIER needs its zap. */
export const zapierDesign: ModuleDesign<'ZAPIER'> = {
  missingFields: (module) => (filled(module.settings.zapID) ? [] : ['zapMissing']),
};
