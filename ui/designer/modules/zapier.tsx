import { ZapierPanel } from '../panels/more/ZapierPanel';
import type { ModulePanel } from '../panels/types';

/** ZAPIER (services/contracts/modules/zapier.ts): the side menu shows the Zapier panel. */
export const zapierPanel: ModulePanel<'ZAPIER'> = ZapierPanel;
