import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { FlowDocument } from './contracts/flow';
import { readStoredFlow } from './contracts/modules/storedFlow';
import { readQuery, runMutation, type CallOptions } from './graphqlCalls';
import { graphql } from './generated';
import type { DesignerRolesQueryVariables, DesignerVersionQuery, DesignerVersionsQueryVariables } from './generated/graphql';
import { graphqlClient } from './graphql';
import type { DesignerAccess, DesignerRole, DesignerRoleAssignment, DesignerVersion, DesignerVersionSummary, SavedVersion } from './contracts/designer';
import { DESIGNER_ACCESS_LEVELS, newestFirst, readDesignerAccess, readDesignerRole } from './contracts/designer';

export type { DesignerAccess, DesignerRole, DesignerRoleAssignment, DesignerVersion, DesignerVersionSummary, SavedVersion };
export { DESIGNER_ACCESS_LEVELS, newestFirst, readDesignerAccess, readDesignerRole };

/**
 * The designer's GraphQL operations (server/graphql/schema/): open a version
 * of an assistant, list its versions for the picker, save the flow as a new version.
 * Each call is ready for `fromPromise(({ input, signal }) => ...)` and throws the
 * machines' ApiFailure when it fails.
 */

/** A member's designer role, as the MEMBERS tab reads and sets it. */
export const DESIGNER_ROLE_FIELDS = graphql(`
  fragment DesignerRoleFields on DesignerRoleAssignment {
    userId
    designerRole
  }
`);

/** The version lists and the saved version select BotVersionFields (services/assistants.ts). */
export const DESIGNER_VERSION = graphql(`
  query DesignerVersion($botId: ID!, $versionId: ID) {
    designerVersion(botId: $botId, versionId: $versionId) {
      id
      name
      createdAt
      botId
      botName
      companyId
      flow
      access
    }
  }
`);

export const DESIGNER_VERSIONS = graphql(`
  query DesignerVersions($botId: ID!) {
    versions(botId: $botId) {
      ...BotVersionFields
    }
  }
`);

export const SAVE_VERSION = graphql(`
  mutation SaveVersion($botId: ID!, $flow: String!) {
    saveVersion(botId: $botId, flow: $flow) {
      ...BotVersionFields
    }
  }
`);

export const DESIGNER_ROLES = graphql(`
  query DesignerRoles($companyId: ID!) {
    designerRoles(companyId: $companyId) {
      ...DesignerRoleFields
    }
  }
`);

export const SET_DESIGNER_ROLE = graphql(`
  mutation SetDesignerRole($companyId: ID!, $userId: ID!, $designerRole: String!) {
    setDesignerRole(companyId: $companyId, userId: $userId, designerRole: $designerRole) {
      ...DesignerRoleFields
    }
  }
`);

/** The version as the server answers it: the flow is JSON text, the access an unchecked string. */
export type DesignerVersionAnswer = DesignerVersionQuery['designerVersion'];

const query = <TData, TVars extends OperationVariables>(document: TypedDocumentNode<TData, TVars>, variables: TVars, { signal, client = graphqlClient() }: CallOptions) =>
  readQuery(client, document, variables, signal);
const mutate = <TData, TVars extends OperationVariables>(document: TypedDocumentNode<TData, TVars>, variables: TVars, { signal, client = graphqlClient() }: CallOptions) =>
  runMutation(client, document, variables, signal);

/** A stored flow the contract refuses is reported like a server answer the console cannot use. */
function parseFlow(text: string): { flow: FlowDocument; problems: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw { kind: 'http', status: 500, body: { statusCode: 500, error: 'FLOW', message: 'The stored flow is not JSON.' } };
  }
  // A flow whose settings break their type's rules still opens (the save check lists them); one that cannot be read at all does not.
  const read = readStoredFlow(raw);
  if (!read.ok) throw { kind: 'http', status: 500, body: { statusCode: 500, error: 'FLOW', message: read.problem.text } };
  return { flow: read.flow, problems: read.problems.map((problem) => problem.text) };
}

/** The server's answer with its flow parsed; throws an ApiFailure (500) when the stored flow is unusable. */
export function readDesignerVersion(answer: DesignerVersionAnswer): DesignerVersion {
  const { flow, problems } = parseFlow(answer.flow);
  return { ...answer, flow, storedProblems: problems, access: readDesignerAccess(answer.access) };
}

/** Opens one version of an assistant; without a version id the server answers the newest. */
export async function fetchDesignerVersion(input: { botId: string; versionId?: string | null }, options: CallOptions = {}): Promise<DesignerVersion> {
  const { designerVersion } = await query(DESIGNER_VERSION, { botId: input.botId, versionId: input.versionId ?? null }, options);
  return readDesignerVersion(designerVersion);
}

/** The versions of an assistant, newest first (the picker labels the first one Latest). */
export async function fetchDesignerVersions(input: DesignerVersionsQueryVariables, options: CallOptions = {}): Promise<DesignerVersionSummary[]> {
  const { versions } = await query(DESIGNER_VERSIONS, input, options);
  return newestFirst(versions);
}

/** Saves the flow as a new version of the assistant (v2, v3, ...). */
export async function saveVersion(input: { botId: string; flow: FlowDocument }, options: CallOptions = {}): Promise<SavedVersion> {
  const { saveVersion: saved } = await mutate(SAVE_VERSION, { botId: input.botId, flow: JSON.stringify(input.flow) }, options);
  return { versionId: saved.id, name: saved.name };
}

/** The stored designer roles of a company's members (the MEMBERS tab shows them with the user-role setting on). */
export async function fetchDesignerRoles(input: DesignerRolesQueryVariables, options: CallOptions = {}): Promise<DesignerRoleAssignment[]> {
  const { designerRoles } = await query(DESIGNER_ROLES, input, options);
  return designerRoles.map((row) => ({ userId: row.userId, designerRole: readDesignerRole(row.designerRole) }));
}

/** ADMIN only: gives a member VIEWER or DESIGNER access to the designer. */
export async function setDesignerRole(input: { companyId: string; userId: string; designerRole: DesignerRole }, options: CallOptions = {}): Promise<DesignerRoleAssignment> {
  const { setDesignerRole: saved } = await mutate(SET_DESIGNER_ROLE, input, options);
  return { userId: saved.userId, designerRole: readDesignerRole(saved.designerRole) };
}
