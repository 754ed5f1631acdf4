import type { FlowDocument } from '../../../services/contracts/flow';

/** A template of the library (bot_templates): what a new assistant can start from. */
export type BotTemplate = {
  id: string;
  name: string;
  description: string;
  specialization: string;
  aiBot: boolean;
  aiId?: string;
  flow: FlowDocument;
};
