import { CodeStationPanel } from '../panels/logic/codeStation/CodeStationPanel';
import type { ModulePanel } from '../panels/types';

/** CODESTATION (services/contracts/modules/codeStation.ts): the side menu shows the code station panel. */
export const codeStationPanel: ModulePanel<'CODESTATION'> = CodeStationPanel;
