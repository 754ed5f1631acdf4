/**
 * Which AI connection types do what in the AI Action and Auto Generative panels
 * (spec 03 sections 2.5, 2.6, 3.2, 4.1, 9).
 */

/** Providers whose AI Action shows the generative parameters and 'Test your input' instead of training. */
export const GENERATIVE_ACTION_TYPES = ['OpenAI', 'Generative AI', 'Generative AI Default'] as const;

/** The only providers the Auto Generative panel offers (spec 7.1 aiConnections). */
export const AUTO_GENERATIVE_TYPES = ['Generative AI', 'Generative AI Default'] as const;

/** Providers whose training ends in a separate Publish step (spec 4.1). */
export const PUBLISHING_TYPES = ['LuisOnPre', 'LuisCloud', 'CLU'] as const;

/** Providers whose AI Action offers the intent download/upload section (spec 2.5). */
export function hasIntentTransfer(type: string | undefined): boolean {
  return type === 'DialogFlow' || isGenerativeProvider(type);
}

export function isGenerativeProvider(type: string | undefined): boolean {
  return (GENERATIVE_ACTION_TYPES as readonly string[]).includes(type ?? '');
}

export function isAutoGenerativeProvider(type: string | undefined): boolean {
  return (AUTO_GENERATIVE_TYPES as readonly string[]).includes(type ?? '');
}

export function trainsThenPublishes(type: string | undefined): boolean {
  return (PUBLISHING_TYPES as readonly string[]).includes(type ?? '');
}

/** Spec 9: the token limit of each LLM model; 16384 when the provider names none (or an unknown one). */
export const MODEL_TOKEN_LIMITS: Readonly<Record<string, number>> = {
  'gpt-35-turbo': 4096,
  'gpt-4': 8192,
  'gpt-4-32k': 32768,
  'gpt-35-turbo-16k': 16384,
};
export const DEFAULT_MAX_TOKENS = 16384;

export function maxTokensForModel(model: unknown): number {
  return typeof model === 'string' && Object.hasOwn(MODEL_TOKEN_LIMITS, model) ? MODEL_TOKEN_LIMITS[model]! : DEFAULT_MAX_TOKENS;
}

/** The model a provider's settings name (`model`, or the Azure `deploymentModel`/`modelType`). */
export function modelOf(settings: Record<string, unknown>): string | undefined {
  for (const key of ['model', 'modelType', 'deploymentModel']) {
    const value = settings[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** Spec 2: the 'CONNECT AI' destination. */
export function connectAiPath(companyId: string): string {
  return `/company-profile?initial=AI&id=${encodeURIComponent(companyId)}`;
}

export type ConversationReportQuery = { aiId: string; name: string; companyId: string; botId: string; versionId: string };

/** Spec 2: the 'CONVERSATION REPORT' link of the training section. */
export function conversationReportPath(q: ConversationReportQuery): string {
  const query = new URLSearchParams({ id: q.aiId, name: q.name, companyId: q.companyId, botId: q.botId, version: q.versionId });
  return `/conversation-report?${query.toString()}`;
}
