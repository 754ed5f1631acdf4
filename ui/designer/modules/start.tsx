import { StartPanel } from '../panels/more/EndStartPanels';
import type { ModulePanel } from '../panels/types';

/** START (services/contracts/modules/start.ts): the side menu shows the start panel. */
export const startPanel: ModulePanel<'START'> = StartPanel;
