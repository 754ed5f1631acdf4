import { AiActionPanel } from '../panels/ai/AiActionPanel';
import type { ModulePanel } from '../panels/types';

/** AI (services/contracts/modules/ai.ts): the side menu shows the AI Action panel. */
export const aiPanel: ModulePanel<'AI'> = AiActionPanel;
