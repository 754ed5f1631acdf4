import { EndPanel } from '../panels/more/EndStartPanels';
import type { ModulePanel } from '../panels/types';

/** END (services/contracts/modules/end.ts): the side menu shows the end panel with its satisfaction vote. */
export const endPanel: ModulePanel<'END'> = EndPanel;
