import { CommercePanel } from '../panels/more/CommercePanel';
import type { ModulePanel } from '../panels/types';

/** COMMERCE (services/contracts/modules/commerce.ts): the side menu shows the Commerce Manager panel. */
export const commercePanel: ModulePanel<'COMMERCE'> = CommercePanel;
