import { HandoverPanel } from '../panels/logic/handover/HandoverPanel';
import type { ModulePanel } from '../panels/types';

/** HANDOVER (services/contracts/modules/handover.ts): the side menu shows the Forward To Human panel. */
export const handoverPanel: ModulePanel<'HANDOVER'> = HandoverPanel;
