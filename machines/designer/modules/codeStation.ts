import { filled } from '../requiredFields';
import type { ModuleDesign } from './design';

/** CODESTATION needs its code block. */
export const codeStationDesign: ModuleDesign<'CODESTATION'> = {
  missingFields: (module) => (filled(module.settings.functionId) ? [] : ['codeBlockMissing']),
};
