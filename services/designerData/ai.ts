import { gql, type ApolloClient, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { toApiFailure } from '../companies';
import { generatedUtterances, knowledgeBases, prediction } from '../contracts/rest/aiApi';
import { graphqlClient } from '../graphql';
import { http } from '../http';
import { restRead, unreadable, type RestRequest } from './rest';
import type { AiConnectionSummary, AiData, EntityLabel, IntentDetails, IntentUtterances, KnowledgeBase, KnowledgeBaseIntent, OpResult, Prediction, PredictRequest, RemoteEntity, RemoteIntent, TrainingStatus } from './index';

/**
 * The AI Action and Auto Generative panels' calls (spec 03 sections 7.1 and 7.2): GraphQL at
 * /bot/graphql for connections, intents, entities, utterances, upload, training and publishing;
 * REST under /bot/api for predict, utterance generation and knowledge bases. Every call
 * rejects with an ApiFailure; the panels report failures themselves (ownErrors), while the
 * global policy still signs out on 401 and leaves the page on 403 and 5xx.
 */

const SUCCESS = 'success statusCode';

const AI_CONNECTIONS: TypedDocumentNode<{ aiConnections: Array<Omit<AiConnectionSummary, 'settings'> & { settings: string | null }> }, { companyId: string }> = gql`
  query AiConnections($companyId: ID!) {
    aiConnections(companyId: $companyId) { id name companyId type backend projectName settings }
  }
`;
const INTENTS: TypedDocumentNode<{ intentsOfAIconn: RemoteIntent[] }, { id: string }> = gql`
  query IntentsOfAiConnection($id: ID!) { intentsOfAIconn(id: $id) { intent intent_id } }
`;
const ENTITIES: TypedDocumentNode<{ entitiesOfAIconn: RemoteEntity[] }, { id: string }> = gql`
  query EntitiesOfAiConnection($id: ID!) { entitiesOfAIconn(id: $id) { entity entity_id labels { value synonyms } } }
`;
const INTENT_ROWS: TypedDocumentNode<{ getIntentAndUtterances: IntentUtterances[] }, { id: string }> = gql`
  query IntentAndUtterances($id: ID!) { getIntentAndUtterances(id: $id) { intent utterances } }
`;
const INTENT_DETAILS: TypedDocumentNode<{ getIntentDetails: IntentDetails }, { id: string; intent: string; intentId: string }> = gql`
  query IntentDetails($id: ID!, $intent: String!, $intentId: ID!) {
    getIntentDetails(id: $id, intent: $intent, intentId: $intentId) { intent intentId utterances { id text } parameters { name entity } }
  }
`;
const TRAINING_STATUS: TypedDocumentNode<{ getTrainingStatus: TrainingStatus }, { id: string }> = gql`
  query TrainingStatus($id: ID!) { getTrainingStatus(id: $id) { status statusId } }
`;
const FIND_INTENTS: TypedDocumentNode<{ findIntents: Array<KnowledgeBaseIntent & Record<string, unknown>> }, { knowledgeBaseId: string }> = gql`
  query FindIntents($knowledgeBaseId: ID!) { findIntents(knowledgeBaseId: $knowledgeBaseId) { _id label knowledgeBaseId language utterances } }
`;

const ADD_INTENT: TypedDocumentNode<{ addIntentToAI: OpResult }, { id: string; intent: string }> = gql`
  mutation AddIntentToAi($id: ID!, $intent: String!) { addIntentToAI(id: $id, intent: $intent) { ${SUCCESS} } }
`;
const REMOVE_INTENT: TypedDocumentNode<{ removeIntentFromAI: OpResult }, { id: string; intentId: string }> = gql`
  mutation RemoveIntentFromAi($id: ID!, $intentId: ID!) { removeIntentFromAI(id: $id, intentId: $intentId) { ${SUCCESS} } }
`;
const ADD_ENTITY: TypedDocumentNode<{ addEntityToAI: OpResult }, { id: string; entity: string }> = gql`
  mutation AddEntityToAi($id: ID!, $entity: String!) { addEntityToAI(id: $id, entity: $entity) { ${SUCCESS} } }
`;
const REMOVE_ENTITY: TypedDocumentNode<{ removeEntityFromAI: OpResult }, { id: string; entityId: string }> = gql`
  mutation RemoveEntityFromAi($id: ID!, $entityId: ID!) { removeEntityFromAI(id: $id, entityId: $entityId) { ${SUCCESS} } }
`;
const UPDATE_ENTITY_LABELS: TypedDocumentNode<{ updateEntityLabels: OpResult }, { id: string; entityId: string; entityName: string; labels: EntityLabel[] }> = gql`
  mutation UpdateEntityLabels($id: ID!, $entityId: ID!, $entityName: String!, $labels: [AiEntityLabelInput!]!) {
    updateEntityLabels(id: $id, entityId: $entityId, entityName: $entityName, labels: $labels) { ${SUCCESS} }
  }
`;
const ADD_UTTERANCE: TypedDocumentNode<{ addUtteranceToIntent: OpResult }, { id: string; intent: string; utterance: string }> = gql`
  mutation AddUtteranceToIntent($id: ID!, $intent: String!, $utterance: String!) { addUtteranceToIntent(id: $id, intent: $intent, utterance: $utterance) { ${SUCCESS} } }
`;
const REMOVE_UTTERANCE: TypedDocumentNode<{ removeUtteranceFromIntent: OpResult }, { id: string; intent: string; utteranceId: string }> = gql`
  mutation RemoveUtteranceFromIntent($id: ID!, $intent: String!, $utteranceId: ID!) {
    removeUtteranceFromIntent(id: $id, intent: $intent, utteranceId: $utteranceId) { ${SUCCESS} }
  }
`;
const UPDATE_INTENT: TypedDocumentNode<
  { updateIntent: OpResult },
  { id: string; intentId: string; intentNewName: string; utterances: string[]; parameters: IntentDetails['parameters'] }
> = gql`
  mutation UpdateIntent($id: ID!, $intentId: ID!, $intentNewName: String!, $utterances: [String!]!, $parameters: [AiIntentParameterInput!]!) {
    updateIntent(id: $id, intentId: $intentId, intentNewName: $intentNewName, utterances: $utterances, parameters: $parameters) { ${SUCCESS} }
  }
`;
/** The rows go as their JSON text: the server reads and checks them off its event loop (a list of 5,000 rows cost it tens of ms). */
const IMPORT_INTENTS: TypedDocumentNode<{ importIntents: OpResult }, { id: string; rows: string }> = gql`
  mutation ImportIntents($id: ID!, $rows: String!) { importIntents(id: $id, rows: $rows) { ${SUCCESS} } }
`;
const MAKE_TRAINING: TypedDocumentNode<{ makeTraining: TrainingStatus }, { id: string }> = gql`
  mutation MakeTraining($id: ID!) { makeTraining(id: $id) { status statusId } }
`;
const PUBLISH_APP: TypedDocumentNode<{ publishApp: OpResult }, { id: string }> = gql`
  mutation PublishApp($id: ID!) { publishApp(id: $id) { ${SUCCESS} } }
`;


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

  const success = ({ success: ok, statusCode }: OpResult): OpResult => ({ success: ok, statusCode: statusCode ?? 200 });

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
    generateUtterances: async ({ companyId, ...body }) => (await rest('/bot/api/utterances', generatedUtterances, { method: 'post', company: companyId, json: body })).generatedUtterances,
  };
}

export const aiData = createAiData();
