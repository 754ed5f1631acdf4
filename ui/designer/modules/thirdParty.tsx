import { WaitForPanel } from '../panels/more/WaitForPanel';
import type { ModulePanel } from '../panels/types';

/** THIRDPARTY (services/contracts/modules/thirdParty.ts): the side menu shows the Wait For panel. */
export const thirdPartyPanel: ModulePanel<'THIRDPARTY'> = WaitForPanel;
