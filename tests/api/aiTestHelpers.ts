import { insertAiConnection } from '../../server/ai/aiConnectionStore';
import { gql, type GraphqlAnswer, type Person } from './graphqlHelpers';
import type { TestApp } from './testApp';

/** An AI connection of the company without credentials (the sandbox serves it). */
export function aiConnection(t: TestApp, companyId: string, owner: Person, type: string, settings: Record<string, unknown> = {}): Promise<string> {
  return insertAiConnection(t.db, t.clock.now(), {
    companyId,
    userId: owner.userId,
    name: `${type} ${Math.random().toString(36).slice(2, 6)}`,
    type,
    backend: 'sandbox',
    projectName: 'p1',
    settings,
    secretEnc: null,
  });
}

/** A generative module's intents: booking a flight (a city among named values with synonyms, and a number of passengers) and cancelling a booking. */
export const FLIGHT_INTENTS = {
  intents: [
    {
      name: 'BookFlight',
      entities: [
        { name: 'city', istanbul: ['ist'], berlin: 'ber' },
        { name: 'passengers', count: 'number' },
      ],
    },
    { name: 'CancelBooking', entities: [] },
  ],
};

export const AI = {
  intents: 'query($id: ID!) { intentsOfAIconn(id: $id) { intent intent_id } }',
  entities: 'query($id: ID!) { entitiesOfAIconn(id: $id) { entity entity_id labels { value synonyms } } }',
  rows: 'query($id: ID!) { getIntentAndUtterances(id: $id) { intent utterances } }',
  details:
    'query($id: ID!, $intent: String!, $intentId: ID!) { getIntentDetails(id: $id, intent: $intent, intentId: $intentId) { intent intentId utterances { id text } parameters { name entity } } }',
  status: 'query($id: ID!) { getTrainingStatus(id: $id) { status statusId } }',
  addIntent: 'mutation($id: ID!, $intent: String!) { addIntentToAI(id: $id, intent: $intent) { success statusCode } }',
  removeIntent: 'mutation($id: ID!, $intentId: ID!) { removeIntentFromAI(id: $id, intentId: $intentId) { success statusCode } }',
  addEntity: 'mutation($id: ID!, $entity: String!) { addEntityToAI(id: $id, entity: $entity) { success statusCode } }',
  removeEntity: 'mutation($id: ID!, $entityId: ID!) { removeEntityFromAI(id: $id, entityId: $entityId) { success statusCode } }',
  labels:
    'mutation($id: ID!, $entityId: ID!, $entityName: String!, $labels: [AiEntityLabelInput!]!) { updateEntityLabels(id: $id, entityId: $entityId, entityName: $entityName, labels: $labels) { success statusCode } }',
  addUtterance: 'mutation($id: ID!, $intent: String!, $utterance: String!) { addUtteranceToIntent(id: $id, intent: $intent, utterance: $utterance) { success statusCode } }',
  removeUtterance:
    'mutation($id: ID!, $intent: String!, $utteranceId: ID!) { removeUtteranceFromIntent(id: $id, intent: $intent, utteranceId: $utteranceId) { success statusCode } }',
  updateIntent:
    'mutation($id: ID!, $intentId: ID!, $name: String!, $utterances: [String!]!, $parameters: [AiIntentParameterInput!]!) { updateIntent(id: $id, intentId: $intentId, intentNewName: $name, utterances: $utterances, parameters: $parameters) { success statusCode } }',
  importIntents: 'mutation($id: ID!, $intents: [AiIntentRowInput!]!) { importIntents(id: $id, intents: $intents) { success statusCode } }',
  train: 'mutation($id: ID!) { makeTraining(id: $id) { status statusId } }',
  publish: 'mutation($id: ID!) { publishApp(id: $id) { success statusCode } }',
} as const;

/** The field's answer, or a failed test naming the error. */
export function dataOf<T>(answer: GraphqlAnswer, field: string): T {
  if (answer.errors) throw new Error(`${field} failed: ${JSON.stringify(answer.errors)}`);
  return answer.data?.[field] as T;
}

export function errorOf(answer: GraphqlAnswer): { message: string; code: unknown } {
  const first = answer.errors?.[0];
  return { message: first?.message ?? '', code: first?.extensions?.code };
}

export async function intentNames(t: TestApp, who: Person, id: string): Promise<string[]> {
  return dataOf<Array<{ intent: string }>>(await gql(t, AI.intents, { id }, { token: who.token }), 'intentsOfAIconn').map((i) => i.intent);
}

export async function intentId(t: TestApp, who: Person, id: string, name: string): Promise<string> {
  const intents = dataOf<Array<{ intent: string; intent_id: string }>>(await gql(t, AI.intents, { id }, { token: who.token }), 'intentsOfAIconn');
  const found = intents.find((i) => i.intent === name);
  if (!found) throw new Error(`no intent ${name}`);
  return found.intent_id;
}

export { fetchInto } from './graphqlHelpers';
