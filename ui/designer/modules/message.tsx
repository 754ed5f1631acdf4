import { MessagePanel } from '../panels/content/MessagePanel';
import type { ModulePanel } from '../panels/types';

/** MESSAGE (services/contracts/modules/message.ts): the side menu shows the message panel. */
export const messagePanel: ModulePanel<'MESSAGE'> = MessagePanel;
