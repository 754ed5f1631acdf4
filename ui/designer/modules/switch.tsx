import { BotPanel } from '../panels/more/BotPanel';
import type { ModulePanel } from '../panels/types';

/** SWITCH (services/contracts/modules/switch.ts): the side menu shows the Forward To Bot panel. */
export const switchPanel: ModulePanel<'SWITCH'> = BotPanel;
