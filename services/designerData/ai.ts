import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { toApiFailure } from '../apiFailure';
import { graphql } from '../generated';
import type { PublishAppMutation } from '../generated/graphql';
import { generatedUtterances, knowledgeBases, prediction } from '../contracts/rest/aiApi';
import { documentDeleted, knowledgeBaseDocument, knowledgeBaseDocuments } from '../contracts/rest/knowledgeBaseDocuments';
import { graphqlClient } from '../graphql';
import { http } from '../http';
import { restRead, type RestRequest } from './rest';
import type { AiData, KnowledgeBase, OpResult, Prediction, PredictRequest } from './index';

/**
 * The AI Action and Auto Generative panels' calls (spec 03 sections 7.1 and 7.2): GraphQL at
 * /bot/graphql for connections, intents, entities, utterances, upload, training and publishing;
 * REST under /bot/api for predict, utterance generation and knowledge bases. Every call
 * rejects with an ApiFailure; the panels report failures themselves (ownErrors), while the
 * global policy still signs out on 401 and leaves the page on 403 and 5xx.
 */

/** Where training is: what starting it and asking about it answer. */
export const TRAINING_STATUS_FIELDS = graphql(`
  fragment TrainingStatusFields on TrainingStatus {
    status
    statusId
  }
`);

/** The connections select AiConnectionFields (services/assistants.ts); the changes answer SuccessFields (services/companies.ts). */
const AI_CONNECTIONS = graphql(`
  query AiConnections($companyId: ID!) {
    aiConnections(companyId: $companyId) {
      ...AiConnectionFields
    }
  }
`);
const INTENTS = graphql(`
  query IntentsOfAiConnection($id: ID!) {
    intentsOfAIconn(id: $id) {
      intent
      intent_id
    }
  }
`);
const ENTITIES = graphql(`
  query EntitiesOfAiConnection($id: ID!) {
    entitiesOfAIconn(id: $id) {
      entity
      entity_id
      labels {
        value
        synonyms
      }
    }
  }
`);
const INTENT_ROWS = graphql(`
  query IntentAndUtterances($id: ID!) {
    getIntentAndUtterances(id: $id) {
      intent
      utterances
    }
  }
`);
const INTENT_DETAILS = graphql(`
  query IntentDetails($id: ID!, $intent: String!, $intentId: ID!) {
    getIntentDetails(id: $id, intent: $intent, intentId: $intentId) {
      intent
      intentId
      utterances {
        id
        text
      }
      parameters {
        name
        entity
      }
    }
  }
`);
const TRAINING_STATUS = graphql(`
  query TrainingStatus($id: ID!) {
    getTrainingStatus(id: $id) {
      ...TrainingStatusFields
    }
  }
`);
const FIND_INTENTS = graphql(`
  query FindIntents($knowledgeBaseId: ID!) {
    findIntents(knowledgeBaseId: $knowledgeBaseId) {
      _id
      label
      knowledgeBaseId
      language
      utterances
    }
  }
`);

const ADD_INTENT = graphql(`
  mutation AddIntentToAi($id: ID!, $intent: String!) {
    addIntentToAI(id: $id, intent: $intent) {
      ...SuccessFields
    }
  }
`);
const REMOVE_INTENT = graphql(`
  mutation RemoveIntentFromAi($id: ID!, $intentId: ID!) {
    removeIntentFromAI(id: $id, intentId: $intentId) {
      ...SuccessFields
    }
  }
`);
const ADD_ENTITY = graphql(`
  mutation AddEntityToAi($id: ID!, $entity: String!) {
    addEntityToAI(id: $id, entity: $entity) {
      ...SuccessFields
    }
  }
`);
const REMOVE_ENTITY = graphql(`
  mutation RemoveEntityFromAi($id: ID!, $entityId: ID!) {
    removeEntityFromAI(id: $id, entityId: $entityId) {
      ...SuccessFields
    }
  }
`);
const UPDATE_ENTITY_LABELS = graphql(`
  mutation UpdateEntityLabels($id: ID!, $entityId: ID!, $entityName: String!, $labels: [AiEntityLabelInput!]!) {
    updateEntityLabels(id: $id, entityId: $entityId, entityName: $entityName, labels: $labels) {
      ...SuccessFields
    }
  }
`);
const ADD_UTTERANCE = graphql(`
  mutation AddUtteranceToIntent($id: ID!, $intent: String!, $utterance: String!) {
    addUtteranceToIntent(id: $id, intent: $intent, utterance: $utterance) {
      ...SuccessFields
    }
  }
`);
const REMOVE_UTTERANCE = graphql(`
  mutation RemoveUtteranceFromIntent($id: ID!, $intent: String!, $utteranceId: ID!) {
    removeUtteranceFromIntent(id: $id, intent: $intent, utteranceId: $utteranceId) {
      ...SuccessFields
    }
  }
`);
const UPDATE_INTENT = graphql(`
  mutation UpdateIntent($id: ID!, $intentId: ID!, $intentNewName: String!, $utterances: [String!]!, $parameters: [AiIntentParameterInput!]!) {
    updateIntent(id: $id, intentId: $intentId, intentNewName: $intentNewName, utterances: $utterances, parameters: $parameters) {
      ...SuccessFields
    }
  }
`);
/** The rows go as their JSON text: the server reads and checks them off its event loop (a list of 5,000 rows cost it tens of ms). */
const IMPORT_INTENTS = graphql(`
  mutation ImportIntents($id: ID!, $rows: String!) {
    importIntents(id: $id, rows: $rows) {
      ...SuccessFields
    }
  }
`);
const MAKE_TRAINING = graphql(`
  mutation MakeTraining($id: ID!) {
    makeTraining(id: $id) {
      ...TrainingStatusFields
    }
  }
`);
const PUBLISH_APP = graphql(`
  mutation PublishApp($id: ID!) {
    publishApp(id: $id) {
      ...SuccessFields
    }
  }
`);

/** What every AI mutation but makeTraining answers: success and statusCode. */
type SuccessAnswer = PublishAppMutation['publishApp'];

/** POST /bot/api/utterances (generative AI): variations of an input for an intent. */
export type UtteranceRequest = { companyId: string; userInput: string; targetLanguage: string; numberOfUtterances: number; existingUtterances: string[] };

/** Connection settings arrive as JSON text; anything but an object counts as no settings. */
export function settingsOf(text: string | null | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export type AiDataOptions = { http?: KyInstance; graphql?: () => ApolloClient };

export function createAiData({ http: client = http, graphql = graphqlClient }: AiDataOptions = {}): AiData & {
  generateUtterances(request: UtteranceRequest): Promise<string[]>;
} {
  async function query<TData, TVars extends OperationVariables>(document: TypedDocumentNode<TData, TVars>, variables: TVars): Promise<TData> {
    try {
      const result = await graphql().query({ query: document, variables, fetchPolicy: 'network-only', context: { ownErrors: true } } as Parameters<ApolloClient['query']>[0]);
      if (!result.data) throw new Error('empty answer');
      return result.data as TData;
    } catch (error) {
      throw toApiFailure(error);
    }
  }

  async function mutate<TData, TVars extends OperationVariables>(document: TypedDocumentNode<TData, TVars>, variables: TVars): Promise<TData> {
    try {
      const result = await graphql().mutate({ mutation: document, variables, context: { ownErrors: true } } as Parameters<ApolloClient['mutate']>[0]);
      if (!result.data) throw new Error('empty answer');
      return result.data as TData;
    } catch (error) {
      throw toApiFailure(error);
    }
  }

  const rest = <S extends z.ZodType>(path: string, schema: S, request: RestRequest) => restRead(client, path, schema, request);

  const success = ({ success: ok, statusCode }: SuccessAnswer): OpResult => ({ success: ok, statusCode: statusCode ?? 200 });

  return {
    aiConnections: async (companyId) =>
      (await query(AI_CONNECTIONS, { companyId })).aiConnections.map((c) => ({
        id: c.id,
        name: c.name,
        companyId: c.companyId,
        type: c.type,
        backend: c.backend ?? null,
        projectName: c.projectName ?? null,
        settings: settingsOf(c.settings),
      })),
    intentsOf: async (id) => (await query(INTENTS, { id })).intentsOfAIconn.map(({ intent, intent_id }) => ({ intent, intent_id })),
    entitiesOf: async (id) =>
      (await query(ENTITIES, { id })).entitiesOfAIconn.map(({ entity, entity_id, labels }) => ({
        entity,
        entity_id,
        labels: labels.map(({ value, synonyms }) => ({ value, synonyms: [...synonyms] })),
      })),
    addIntent: async (id, intent) => success((await mutate(ADD_INTENT, { id, intent })).addIntentToAI),
    removeIntent: async (id, intentId) => success((await mutate(REMOVE_INTENT, { id, intentId })).removeIntentFromAI),
    addEntity: async (id, entity) => success((await mutate(ADD_ENTITY, { id, entity })).addEntityToAI),
    removeEntity: async (id, entityId) => success((await mutate(REMOVE_ENTITY, { id, entityId })).removeEntityFromAI),
    updateEntityLabels: async (id, entityId, entityName, labels) =>
      success((await mutate(UPDATE_ENTITY_LABELS, { id, entityId, entityName, labels: labels.map(({ value, synonyms }) => ({ value, synonyms })) })).updateEntityLabels),
    intentDetails: async (id, intent, intentId) => {
      const details = (await query(INTENT_DETAILS, { id, intent, intentId })).getIntentDetails;
      return {
        intent: details.intent,
        intentId: details.intentId,
        utterances: details.utterances.map(({ id: utteranceId, text }) => ({ id: utteranceId, text })),
        parameters: details.parameters.map(({ name, entity }) => ({ name, entity })),
      };
    },
    addUtterance: async (id, intent, utterance) => success((await mutate(ADD_UTTERANCE, { id, intent, utterance })).addUtteranceToIntent),
    removeUtterance: async (id, intent, utteranceId) => success((await mutate(REMOVE_UTTERANCE, { id, intent, utteranceId })).removeUtteranceFromIntent),
    updateIntent: async (id, intentId, intentNewName, utterances, parameters) =>
      success((await mutate(UPDATE_INTENT, { id, intentId, intentNewName, utterances, parameters: parameters.map(({ name, entity }) => ({ name, entity })) })).updateIntent),
    intentsAndUtterances: async (id) => (await query(INTENT_ROWS, { id })).getIntentAndUtterances.map(({ intent, utterances }) => ({ intent, utterances: [...utterances] })),
    importIntents: async (id, rows) =>
      success((await mutate(IMPORT_INTENTS, { id, rows: JSON.stringify(rows.map(({ Intent, Utterances }) => ({ Intent, Utterances }))) })).importIntents),
    train: async (id) => {
      const { status, statusId } = (await mutate(MAKE_TRAINING, { id })).makeTraining;
      return { status, statusId };
    },
    trainingStatus: async (id) => {
      const { status, statusId } = (await query(TRAINING_STATUS, { id })).getTrainingStatus;
      return { status, statusId };
    },
    publish: async (id) => success((await mutate(PUBLISH_APP, { id })).publishApp),
    predict: (request: PredictRequest): Promise<Prediction> => rest('/bot/api/predict', prediction, { method: 'post', company: request.companyId, json: request }),
    knowledgeBases: (companyId): Promise<KnowledgeBase[]> => rest(`/bot/api/knowledgebase/${encodeURIComponent(companyId)}`, knowledgeBases, { method: 'get', company: companyId }),
    knowledgeBaseIntents: async (knowledgeBaseId) =>
      (await query(FIND_INTENTS, { knowledgeBaseId })).findIntents.map((i) => ({
        _id: i._id,
        label: i.label,
        knowledgeBaseId: i.knowledgeBaseId,
        language: i.language,
        utterances: [...i.utterances],
      })),
    createKnowledgeBase: (companyId, label) =>
      rest(`/bot/api/knowledgebase/${encodeURIComponent(companyId)}`, knowledgeBases.element, { method: 'post', company: companyId, json: { label } }),
    knowledgeBaseDocuments: (id) => rest(`/bot/api/knowledge-bases/${encodeURIComponent(id)}/documents`, knowledgeBaseDocuments, { method: 'get' }),
    // A provider that fails to embed answers 502: the documents view says so, the designer stays open.
    uploadDocument: (id, upload) => rest(`/bot/api/knowledge-bases/${encodeURIComponent(id)}/documents`, knowledgeBaseDocument, { method: 'post', json: upload, stayOnPage: true }),
    deleteDocument: async (id, documentId) => {
      await rest(`/bot/api/knowledge-bases/${encodeURIComponent(id)}/documents/${encodeURIComponent(documentId)}`, documentDeleted, { method: 'delete' });
    },
    generateUtterances: async ({ companyId, ...body }) =>
      (await rest('/bot/api/utterances', generatedUtterances, { method: 'post', company: companyId, json: body })).generatedUtterances,
  };
}

export const aiData = createAiData();
