import { SelectionPanel } from '../panels/content/SelectionPanel';
import type { ModulePanel } from '../panels/types';

/** SELECTION (services/contracts/modules/selection.ts): the side menu shows the selection panel (quick replies, cards, list). */
export const selectionPanel: ModulePanel<'SELECTION'> = SelectionPanel;
