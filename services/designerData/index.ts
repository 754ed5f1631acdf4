/**
 * What the designer's panels read from and send to the server (spec 03 section 7), as one
 * interface. The designer page provides the real implementation (GraphQL and REST calls
 * through services/graphql.ts and services/http.ts); panel tests provide fakes. Every
 * call rejects with the machines' ApiFailure shape when it fails, so it can be invoked
 * as a `fromPromise` actor (see machines/resource.machine.ts).
 */

export type OpResult = { success: boolean; statusCode: number };

// ---- AI connections, intents, entities, training (spec 7.1, 7.2 /predict) ----

export type AiConnectionType = 'LuisCloud' | 'LuisOnPre' | 'CLU' | 'DialogFlow' | 'OpenAI' | 'Generative AI' | 'Generative AI Default';
export type AiConnectionSummary = {
  id: string;
  name: string;
  companyId: string;
  type: string;
  backend: string | null;
  projectName: string | null;
  /** Provider settings without secrets (e.g. model, maxTokens). */
  settings: Record<string, unknown>;
};
export type RemoteIntent = { intent: string; intent_id: string };
export type EntityLabel = { value: string; synonyms: string[] };
export type RemoteEntity = { entity: string; entity_id: string; labels: EntityLabel[] };
export type Utterance = { id: string; text: string };
export type IntentDetails = { intent: string; intentId: string; utterances: Utterance[]; parameters: Array<{ name: string; entity: string }> };
export type IntentUtterances = { intent: string; utterances: string[] };
export type TrainingStatus = { status: string; statusId: string };
export type Prediction = { predictions: Array<{ intent: string; score: number; parameters: Record<string, unknown> }>; usageCost: number };
export type PredictRequest = {
  actionId: string;
  id: string;
  companyId: string;
  input: string;
  aiActionModuleNodeSettings: Record<string, unknown>;
  retryCount: number;
};
export type KnowledgeBase = { _id: string; label: string; companyId: string; createdAt: string; createdBy: string };
export type KnowledgeBaseIntent = { _id: string; label: string; knowledgeBaseId: string; language: string; utterances: string[] };

export type AiData = {
  aiConnections(companyId: string): Promise<AiConnectionSummary[]>;
  intentsOf(aiId: string): Promise<RemoteIntent[]>;
  entitiesOf(aiId: string): Promise<RemoteEntity[]>;
  addIntent(aiId: string, intent: string): Promise<OpResult>;
  removeIntent(aiId: string, intentId: string): Promise<OpResult>;
  addEntity(aiId: string, entity: string): Promise<OpResult>;
  removeEntity(aiId: string, entityId: string): Promise<OpResult>;
  updateEntityLabels(aiId: string, entityId: string, entityName: string, labels: EntityLabel[]): Promise<OpResult>;
  intentDetails(aiId: string, intent: string, intentId: string): Promise<IntentDetails>;
  addUtterance(aiId: string, intent: string, utterance: string): Promise<OpResult>;
  removeUtterance(aiId: string, intent: string, utteranceId: string): Promise<OpResult>;
  updateIntent(aiId: string, intentId: string, newName: string, utterances: string[], parameters: IntentDetails['parameters']): Promise<OpResult>;
  intentsAndUtterances(aiId: string): Promise<IntentUtterances[]>;
  importIntents(aiId: string, rows: Array<{ Intent: string; Utterances: string }>): Promise<OpResult>;
  train(aiId: string): Promise<TrainingStatus>;
  trainingStatus(aiId: string): Promise<TrainingStatus>;
  publish(aiId: string): Promise<OpResult>;
  predict(request: PredictRequest): Promise<Prediction>;
  knowledgeBases(companyId: string): Promise<KnowledgeBase[]>;
  knowledgeBaseIntents(knowledgeBaseId: string): Promise<KnowledgeBaseIntent[]>;
};

// ---- Integrations, code blocks, partners, catalogs, bots (spec 7.2, 7.1 bots) ----

/** An integration of the company; `properties` never carries secrets (masked by the server). */
export type Integration = { _id: string; name: string; type: string; properties: Record<string, unknown> };
export type Department = { id: string; name: string };
export type Catalog = { id: string; name: string };
export type Product = { id: string; price: string; sale_price: string | null; size: string | null; image_url: string; name: string; retailer_id: string };
export type CodeBlock = { functionId: string; functionName: string; createdAt: string };
export type CodeBlockDetails = { versions: string[]; parameters: string[] };
export type PartnerEvent = { display_name: string; key: string; params: Array<{ display_name: string; key: string; type: string; mappedKey: string }> };
export type PartnerContact = { display_name: string; key: string; mappedKey: string };
export type Zap = { id: string; name: string };
export type ZapTemplate = { title: string; description_plain: string; url: string; create_url: string; slug: string; status: string };
export type Partner = { id: string; companyId: string; partnerName: string };
export type Agent = {
  versionId: string;
  partnerName: string;
  agentId: string;
  agentType: 'support' | 'shopping';
  agentName: string;
  agentDescription: string;
  createdAt: string;
  memoryEnabled: boolean;
  knowledgeBases: string[];
  functions: Array<{ name: string }>;
  isPublished: boolean;
  /** 'DRAFT' or a version label; only published, non-draft agents are offered (spec 4.2). */
  version: string;
};
export type BotSummary = { id: string; name: string };
export type VersionSummary = { id: string; name: string; createdAt: string };

export type ResourceData = {
  /** All integrations of the company (GET /integrations/retrieve), or those of one type (by-type). */
  integrations(companyId: string, type?: string): Promise<Integration[]>;
  /** Departments of a contact-center integration (the server uses the integration's stored credentials). */
  departments(companyId: string, integrationId: string): Promise<Department[]>;
  catalogs(companyId: string, integrationId: string): Promise<Catalog[]>;
  products(companyId: string, integrationId: string, catalogId: string): Promise<Product[]>;
  codeBlocks(companyId: string): Promise<CodeBlock[]>;
  /** Versions newest first and the parameters of the newest, or of `version` when given. */
  codeBlock(companyId: string, functionId: string, version?: string): Promise<CodeBlockDetails>;
  /** Events and contacts of the version's partner (the server reads partnerName and requestToken from the version). */
  partnerEvents(botId: string, versionId: string): Promise<PartnerEvent[]>;
  partnerContacts(botId: string, versionId: string): Promise<PartnerContact[]>;
  zaps(companyId: string): Promise<Zap[]>;
  zapTemplates(): Promise<ZapTemplate[]>;
  partners(companyId: string): Promise<Partner[]>;
  agents(companyId: string, partnerName: string): Promise<Agent[]>;
  bots(companyId: string): Promise<BotSummary[]>;
  botVersions(botId: string): Promise<VersionSummary[]>;
  /** The company's conversation tags (the side menu's Tag button shows only when there are some). */
  conversationTags(companyId: string): Promise<string[]>;
};

export type DesignerData = AiData & ResourceData;
