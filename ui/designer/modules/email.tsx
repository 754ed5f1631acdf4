import { EmailPanel } from '../panels/more/EmailPanel';
import type { ModulePanel } from '../panels/types';

/** EMAIL (services/contracts/modules/email.ts): the side menu shows the e-mail panel. */
export const emailPanel: ModulePanel<'EMAIL'> = EmailPanel;
