/**
 * The shapes of what the designer's AI panels read and send (spec 03 section 7): shared by the
 * panels' machines and the services that call the server.
 */
import type { StoredAiConnectionType } from './aiConnections/definition';

export type OpResult = { success: boolean; statusCode: number };

/** A stored connection's type: one of the kinds', or OpenAI, which older generative connections were stored as. */
export type AiConnectionType = StoredAiConnectionType | 'OpenAI';
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
/** A document of a knowledge base, split into embedded passages (docs/knowledge-base.md). */
export type KnowledgeBaseDocument = {
  _id: string;
  knowledgeBaseId: string;
  title: string;
  contentType: string;
  size: number;
  passages: number;
  providerId: string;
  createdAt: string;
};
export type DocumentUpload = { title: string; contentType: 'text/plain' | 'text/markdown' | 'text/html'; content: string; providerId: string };
