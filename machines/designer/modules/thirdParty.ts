import type { ModuleDesign } from './design';

/** THIRDPARTY, 'Wait For': next and fallback, nothing required. */
export const thirdPartyDesign: ModuleDesign<'THIRDPARTY'> = {};
