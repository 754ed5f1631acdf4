/**
 * One interface for every AI provider an AI connection can use (spec 03 sections 3.2, 4.1,
 * 7.1 and 7.2): intents with utterances and parameters, entities with labels and synonyms,
 * the export/import rows, training, its status, publishing and prediction. The sandbox
 * (sandboxAdapter.ts) implements it on the console's own database; adapters for the real
 * services (LUIS, CLU, Dialogflow, Azure OpenAI) would implement the same interface.
 */

/** The AI connection types of spec 03 section 3.2 plus the generative types the panels offer. */
export const GENERATIVE_TYPES = ['OpenAI', 'Generative AI', 'Generative AI Default'] as const;
export const LUIS_TYPES = ['LuisCloud', 'LuisOnPre'] as const;

export function isGenerativeType(type: string): boolean {
  return (GENERATIVE_TYPES as readonly string[]).includes(type);
}

/**
 * The connection a provider call is about (already checked to belong to the caller's company).
 * `settings` are the kind's settings with their secrets unsealed (server/ai/connectionRef.ts):
 * adapters read keys from here and never log them.
 */
export type AiConnectionRef = { id: string; companyId: string; type: string; settings: Record<string, unknown> };

export type RemoteIntent = { intent: string; intent_id: string };
export type EntityLabel = { value: string; synonyms: string[] };
export type RemoteEntity = { entity: string; entity_id: string; labels: EntityLabel[] };
export type IntentParameter = { name: string; entity: string };
export type IntentDetails = { intent: string; intentId: string; utterances: Array<{ id: string; text: string }>; parameters: IntentParameter[] };
/** One intent with its utterances, as the download/upload section exports them. */
export type IntentRows = { intent: string; utterances: string[] };
export type TrainingStatus = { status: string; statusId: string };
export type PredictionRow = { intent: string; score: number; parameters: Record<string, unknown> };
export type Prediction = { predictions: PredictionRow[]; usageCost: number };

/** A generative module's intents (aiActionModuleNodeSettings, spec 03 section 3.2). */
export type GenerativeEntity = { name: string } & Record<string, unknown>;
export type GenerativeSettings = { intents: Array<{ name: string; entities: GenerativeEntity[] }> } & Record<string, unknown>;

export type IntentChange = { name: string; utterances: string[]; parameters: IntentParameter[] };

export type AiProvider = {
  intents(connection: AiConnectionRef): Promise<RemoteIntent[]>;
  addIntent(connection: AiConnectionRef, name: string): Promise<void>;
  removeIntent(connection: AiConnectionRef, intentId: string): Promise<void>;
  intentDetails(connection: AiConnectionRef, intent: { id?: string; name: string }): Promise<IntentDetails>;
  updateIntent(connection: AiConnectionRef, intentId: string, change: IntentChange): Promise<void>;
  addUtterance(connection: AiConnectionRef, intentName: string, text: string): Promise<void>;
  removeUtterance(connection: AiConnectionRef, intentName: string, utteranceId: string): Promise<void>;
  entities(connection: AiConnectionRef): Promise<RemoteEntity[]>;
  addEntity(connection: AiConnectionRef, name: string): Promise<void>;
  removeEntity(connection: AiConnectionRef, entityId: string): Promise<void>;
  updateEntityLabels(connection: AiConnectionRef, entityId: string, name: string, labels: EntityLabel[]): Promise<void>;
  exportRows(connection: AiConnectionRef): Promise<IntentRows[]>;
  /** Adds the rows' intents (merging into existing ones by name) and their utterances, all or nothing. */
  importRows(connection: AiConnectionRef, rows: IntentRows[]): Promise<void>;
  train(connection: AiConnectionRef): Promise<TrainingStatus>;
  trainingStatus(connection: AiConnectionRef): Promise<TrainingStatus>;
  publish(connection: AiConnectionRef): Promise<void>;
  predict(connection: AiConnectionRef, input: string, settings: GenerativeSettings | undefined): Promise<Prediction>;
  /**
   * Checks the connection's settings against the provider (a connection is checked when it is
   * saved): resolves when the provider accepts them, throws AiProviderError 'unauthorized'
   * (wrong key, unknown app or project) or 'unavailable' (the provider cannot be reached).
   */
  check(connection: AiConnectionRef): Promise<void>;
};

/**
 * One message of a chat with a generative model (the OpenAI-compatible chat-completions roles).
 * An assistant message may carry the tool calls the model made; a 'tool' message answers one of
 * them (toolCallId).
 */
export type ChatMessage =
  { role: 'system' | 'user'; content: string } | { role: 'assistant'; content: string; toolCalls?: ToolCall[] } | { role: 'tool'; content: string; toolCallId: string };

/** A function the model may call (its parameters a JSON Schema object). */
export type ToolDefinition = { name: string; description?: string; parameters?: Record<string, unknown> };
/** A call the model asks for: the function's name and its arguments as the model wrote them (parsed JSON, {} when not an object). */
export type ToolCall = { id: string; name: string; arguments: Record<string, unknown> };
/** The sampling settings of a completion (spec 03 section 9 ranges; a missing one is the service's default). */
export type CompletionOptions = {
  temperature?: number;
  maxTokens?: number;
  topP?: number;
  stop?: string[];
  frequencyPenalty?: number;
  presencePenalty?: number;
  /** Functions the model may call instead of answering; 'auto' (default), 'none', 'required' or one function's name. */
  tools?: ToolDefinition[];
  toolChoice?: 'auto' | 'none' | 'required' | { name: string };
};
/** The model's answer: its text ('' when it only called tools), the tokens used and the tool calls it made, if any. */
export type Completion = { text: string; promptTokens: number; completionTokens: number; toolCalls?: ToolCall[] };

/**
 * A generative connection's models (OpenAI-compatible chat completions and embeddings), used by
 * the GENERATIVE and SUPPORT_AGENT modules and the knowledge base. Errors are AiProviderError
 * ('unauthorized', 'unavailable', 'badInput').
 */
export type GenerativeService = {
  complete(connection: AiConnectionRef, messages: ChatMessage[], options: CompletionOptions): Promise<Completion>;
  embed(connection: AiConnectionRef, texts: string[]): Promise<number[][]>;
};

/**
 * The generative service of a connection, undefined when it has none (the app gives
 * generativeServices(), generativeServices.ts, to the engine and the knowledge base; tests pass a local one).
 */
export type GenerativeServiceFor = (connection: AiConnectionRef) => GenerativeService | undefined;

/** A refusal of the provider, in words for people; the API turns it into its own error. */
export class AiProviderError extends Error {
  constructor(
    readonly kind: 'notFound' | 'duplicate' | 'conflict' | 'badInput' | 'unauthorized' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

/** Texts of the provider's refusals. */
export const providerMessages = {
  intentNotFound: 'The intent does not exist.',
  entityNotFound: 'The entity does not exist.',
  utteranceNotFound: 'The utterance does not exist in this intent.',
  duplicateIntent: 'There is already an intent with this name.',
  duplicateEntity: 'There is already an entity with this name.',
  duplicateUtterance: (intent: string) => `This utterance is already an example of the intent ${intent}.`,
  unknownParameterEntity: (entity: string) => `The entity ${entity} does not exist.`,
  trainingRunning: 'The training is still in progress.',
  notTrainable: 'Generative AI connections are not trained: their intents are kept in the module.',
  notTrained: 'The training has not completed successfully, so there is nothing to publish.',
  notPublished: 'This AI has no published model yet. Train it (and publish it) first.',
  noModuleIntents: 'The module has no intents to test against.',
} as const;
