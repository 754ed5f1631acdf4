import { filled } from '../requiredFields';
import type { ModuleDesign } from './design';

/** INPUT needs the parameter the reply is kept in. */
export const inputDesign: ModuleDesign<'INPUT'> = {
  missingFields: (module) => (filled(module.settings.param) ? [] : ['inputParamMissing']),
};
