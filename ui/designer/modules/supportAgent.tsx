import { SupportAgentPanel } from '../panels/more/SupportAgentPanel';
import type { ModulePanel } from '../panels/types';

/** SUPPORT_AGENT (services/contracts/modules/supportAgent.ts): the side menu shows the AI Agent (LLM) panel. */
export const supportAgentPanel: ModulePanel<'SUPPORT_AGENT'> = SupportAgentPanel;
