import { filled } from '../requiredFields';
import type { ModuleDesign } from './design';

/** INTEGRATION needs the URL it calls. */
export const integrationDesign: ModuleDesign<'INTEGRATION'> = {
  missingFields: (module) => (filled(module.settings.url) ? [] : ['integrationUrlMissing']),
};
