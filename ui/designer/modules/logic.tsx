import { LogicPanel } from '../panels/logic/conditions/LogicPanel';
import type { ModulePanel } from '../panels/types';

/** LOGIC (services/contracts/modules/logic.ts): the side menu shows the logic panel (standard and personalized conditions). */
export const logicPanel: ModulePanel<'LOGIC'> = LogicPanel;
