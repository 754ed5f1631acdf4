import { InputPanel } from '../panels/logic/input/InputPanel';
import type { ModulePanel } from '../panels/types';

/** INPUT (services/contracts/modules/input.ts): the side menu shows the input panel. */
export const inputPanel: ModulePanel<'INPUT'> = InputPanel;
