// The assistants area as the console and the server exchange it (GraphQL bots, templates, AI connections).

export type Bot = {
  id: string;
  fid: string;
  name: string;
  companyId: string;
  companyName: string;
  createdAt: string;
  createrName: string;
};

export type BotVersion = { id: string; botId: string; name: string; createdAt: string };

export type BotTemplate = { id: string; name: string; description: string; specialization: string | null; aiBot: boolean; aiId: string | null };

export type AccountInfoInput = { companyId: string; userId: string; peopleCount: string; workField: string; jobTitle: string };

export type CopyBotInput = { sourceBotId: string; companyId: string; name: string; aiIntegrationId?: string | null };

/** An AI connection as the console lists it; `settings` is JSON text without secrets. */
export type AiConnection = { id: string; name: string; companyId: string; type: string; backend: string; projectName: string; settings: string | null };

/** The wizard's Dialogflow AI form: the JSON key goes to the server once and never comes back. */
export type AiConnectionInput = { companyId: string; name: string; projectId: string; jsonKey: string };

/** The modules of each template, for EXPLORE (name and type of each module of the template's flow). */
export type TemplateModule = { name: string; type: string };

/** The companies of the assistants' filter and create popup: the companies area's own. */
export type { Company as AssistantCompany } from './companies';
