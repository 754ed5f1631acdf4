import type { ApolloClient } from '@apollo/client';
import { aiKindOfType } from './contracts/aiConnections';
import { settingsOf } from './designerData/ai';
import { graphql } from './generated';
import { graphqlClient } from './graphql';
import { readQuery as query, runMutation as mutate } from './graphqlCalls';

/**
 * The AI tab's calls (spec 02 section 7, AI connections) over GraphQL: the company's
 * connections (always from the network), create, update and delete. Settings travel as JSON
 * text; every failure is thrown as an ApiFailure so the machine shows the spec's status texts.
 */
const AI_CONNECTION_ROWS = graphql(`
  query AiConnectionRows($companyId: ID!) {
    aiConnections(companyId: $companyId) {
      id
      name
      type
      backend
      projectName
      settings
    }
  }
`);
const CREATE = graphql(`
  mutation CreateAIconnection($name: String!, $type: String!, $companyId: ID!, $settings: String!) {
    createAIconnection(name: $name, type: $type, companyId: $companyId, settings: $settings) {
      id
      name
      type
      backend
      token
    }
  }
`);
const UPDATE = graphql(`
  mutation UpdateAIconnection($id: ID!, $type: String!, $settings: String!, $name: String) {
    updateAIconnection(id: $id, type: $type, settings: $settings, name: $name) {
      id
    }
  }
`);
const DELETE = graphql(`
  mutation DeleteAIconnection($id: ID!, $companyId: ID!) {
    deleteAIconnection(id: $id, companyId: $companyId) {
      success
      statusCode
    }
  }
`);

/** A row as the table shows it, or the answer as the server gave it (the shape machines/ai/aiConnections.ts names). */
export type AiConnectionRowAnswer = {
  id: string;
  name: string;
  type: string;
  kind: ReturnType<typeof aiKindOfType>;
  backend: string;
  projectName: string;
  settings: Record<string, unknown>;
};

export async function aiConnectionRows(input: { companyId: string }, signal?: AbortSignal, client: ApolloClient = graphqlClient()): Promise<AiConnectionRowAnswer[]> {
  const data = await query(client, AI_CONNECTION_ROWS, { companyId: input.companyId }, signal);
  return data.aiConnections.map((row) => ({ ...row, kind: aiKindOfType(row.type), settings: settingsOf(row.settings) }));
}

export async function createAiConnectionOf(
  input: { companyId: string; name: string; type: string; settings: Record<string, unknown> },
  signal?: AbortSignal,
  client: ApolloClient = graphqlClient(),
) {
  return (await mutate(client, CREATE, { ...input, settings: JSON.stringify(input.settings) }, signal)).createAIconnection;
}

export async function updateAiConnectionOf(
  input: { id: string; name: string; type: string; settings: Record<string, unknown> },
  signal?: AbortSignal,
  client: ApolloClient = graphqlClient(),
) {
  return (await mutate(client, UPDATE, { ...input, settings: JSON.stringify(input.settings) }, signal)).updateAIconnection;
}

export async function deleteAiConnectionOf(input: { id: string; companyId: string }, signal?: AbortSignal, client: ApolloClient = graphqlClient()) {
  return (await mutate(client, DELETE, input, signal)).deleteAIconnection;
}
