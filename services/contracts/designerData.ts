/**
 * What the designer's panels read from and send to the server (spec 03 section 7), as one
 * interface. The app provides the real implementation (GraphQL and REST calls
 * through services/graphql.ts and services/http.ts); panel tests provide fakes. Every
 * call rejects with the machines' ApiFailure shape when it fails, so it can be invoked
 * as a `fromPromise` actor (see machines/shared/resource.machine.ts).
 */

export type {
  OpResult,
  AiConnectionType,
  AiConnectionSummary,
  RemoteIntent,
  EntityLabel,
  RemoteEntity,
  Utterance,
  IntentDetails,
  IntentUtterances,
  TrainingStatus,
  Prediction,
  PredictRequest,
  KnowledgeBase,
  KnowledgeBaseIntent,
  KnowledgeBaseDocument,
  DocumentUpload,
} from './aiData';
import type {
  OpResult,
  AiConnectionSummary,
  RemoteIntent,
  EntityLabel,
  RemoteEntity,
  IntentDetails,
  IntentUtterances,
  TrainingStatus,
  Prediction,
  PredictRequest,
  KnowledgeBase,
  KnowledgeBaseIntent,
  KnowledgeBaseDocument,
  DocumentUpload,
} from './aiData';

// ---- AI connections, intents, entities, training (spec 7.1, 7.2 /predict) ----

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
  createKnowledgeBase(companyId: string, label: string): Promise<KnowledgeBase>;
  knowledgeBaseDocuments(knowledgeBaseId: string): Promise<KnowledgeBaseDocument[]>;
  uploadDocument(knowledgeBaseId: string, upload: DocumentUpload): Promise<KnowledgeBaseDocument>;
  deleteDocument(knowledgeBaseId: string, documentId: string): Promise<void>;
};

// ---- Integrations, code blocks, partners, catalogs, bots (spec 7.2, 7.1 bots) ----

export type {
  Integration,
  Department,
  Catalog,
  Product,
  CodeBlock,
  CodeBlockDetails,
  PartnerEvent,
  PartnerContact,
  Zap,
  ZapTemplate,
  Partner,
  Agent,
  BotSummary,
  VersionSummary,
} from './designerResources';
import type {
  Integration,
  Department,
  Catalog,
  Product,
  CodeBlock,
  CodeBlockDetails,
  PartnerEvent,
  PartnerContact,
  Zap,
  ZapTemplate,
  Partner,
  Agent,
  BotSummary,
  VersionSummary,
} from './designerResources';

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
