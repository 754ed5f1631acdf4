import { AutoGenerativePanel } from '../panels/ai/AutoGenerativePanel';
import type { ModulePanel } from '../panels/types';

/** GENERATIVE (services/contracts/modules/generative.ts): the side menu shows the Auto Generative panel. */
export const generativePanel: ModulePanel<'GENERATIVE'> = AutoGenerativePanel;
