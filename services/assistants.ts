import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { COMPANIES, type Company } from './companies';
import { readQuery, runMutation, type CallOptions } from './graphqlCalls';
import { graphql } from './generated';
import type { AssistantVersionsQueryVariables, CreateAccountInfoMutation, CreateBotMutationVariables } from './generated/graphql';
import { graphqlClient } from './graphql';
import type { AccountInfoInput, AiConnection, AiConnectionInput, Bot, BotTemplate, BotVersion, CopyBotInput, TemplateModule } from './contracts/assistants';

export type { AccountInfoInput, AiConnection, AiConnectionInput, Bot, BotTemplate, BotVersion, CopyBotInput, TemplateModule };

/**
 * The assistants area's GraphQL operations (spec 01 section 7): bots, versions, bot
 * templates, createBot, copyBotFromTemplate and createAiConnection. Each call is ready for `fromPromise`
 * ({ input, signal }) and throws the machines' ApiFailure when it fails.
 */

/** The companies of the filter and the create popup: the companies area's own query. */
export type AssistantCompany = Company;
export const ASSISTANT_COMPANIES = COMPANIES;

/** An assistant as its lists and cards show it: what listing, creating and copying one answer. */
export const BOT_FIELDS = graphql(`
  fragment BotFields on Bot {
    id
    fid
    name
    companyId
    companyName
    createdAt
    createrName
  }
`);

/** A saved version of an assistant, as the version lists show it (the designer's too). */
export const BOT_VERSION_FIELDS = graphql(`
  fragment BotVersionFields on Version {
    id
    botId
    name
    createdAt
  }
`);

/** An AI connection as the console shows it: what creating one answers and the designer's list reads. */
export const AI_CONNECTION_FIELDS = graphql(`
  fragment AiConnectionFields on AiConnection {
    id
    name
    companyId
    type
    backend
    projectName
    settings
  }
`);

export const BOTS = graphql(`
  query AssistantsBots($companyId: ID) {
    bots(companyId: $companyId) {
      ...BotFields
    }
  }
`);

export const VERSIONS = graphql(`
  query AssistantVersions($botId: ID!) {
    versions(botId: $botId) {
      ...BotVersionFields
    }
  }
`);

export const BOT_TEMPLATES = graphql(`
  query AssistantTemplates($bySpecialization: String) {
    botTemplates(bySpecialization: $bySpecialization) {
      id
      name
      description
      specialization
      aiBot
      aiId
    }
  }
`);

/** The guide's account info (spec 3): saved once the guide's company exists. */
export const CREATE_ACCOUNT_INFO = graphql(`
  mutation CreateAccountInfo($companyId: ID!, $userId: ID!, $peopleCount: String!, $workField: String!, $jobTitle: String!) {
    createAccountInfo(companyId: $companyId, userId: $userId, peopleCount: $peopleCount, workField: $workField, jobTitle: $jobTitle) {
      companyId
      userId
      peopleCount
      workField
      jobTitle
    }
  }
`);

export const CREATE_BOT = graphql(`
  mutation CreateBot($name: String!, $companyId: ID!) {
    createBot(name: $name, companyId: $companyId) {
      ...BotFields
    }
  }
`);

export const COPY_BOT_FROM_TEMPLATE = graphql(`
  mutation CopyBotFromTemplate($sourceBotId: ID!, $companyId: ID!, $name: String!, $aiIntegrationId: ID) {
    copyBotFromTemplate(sourceBotId: $sourceBotId, companyId: $companyId, name: $name, aiIntegrationId: $aiIntegrationId) {
      ...BotFields
    }
  }
`);

/** Spec 03 3.2 names the Dialogflow type DialogFlow. */
export const DIALOGFLOW_TYPE = 'DialogFlow';

export const CREATE_AI_CONNECTION = graphql(`
  mutation CreateAiConnection($companyId: ID!, $name: String!, $type: String!, $projectId: String!, $jsonKey: String!) {
    createAiConnection(companyId: $companyId, name: $name, type: $type, projectId: $projectId, jsonKey: $jsonKey) {
      ...AiConnectionFields
    }
  }
`);

/** What createAccountInfo answers, as the schema types it (services/generated, `npm run codegen`). */
export type AccountInfo = CreateAccountInfoMutation['createAccountInfo'];

const query = <TData, TVars extends OperationVariables>(document: TypedDocumentNode<TData, TVars>, variables: TVars, { signal, client = graphqlClient() }: CallOptions) =>
  readQuery(client, document, variables, signal);
const mutate = <TData, TVars extends OperationVariables>(document: TypedDocumentNode<TData, TVars>, variables: TVars, { signal, client = graphqlClient() }: CallOptions) =>
  runMutation(client, document, variables, signal);

export async function fetchBots(input: { companyId?: string | null } = {}, options: CallOptions = {}): Promise<Bot[]> {
  return (await query(BOTS, { companyId: input.companyId ?? null }, options)).bots;
}

export async function fetchVersions(input: AssistantVersionsQueryVariables, options: CallOptions = {}): Promise<BotVersion[]> {
  return (await query(VERSIONS, input, options)).versions;
}

export async function fetchBotTemplates(input: { bySpecialization?: string | null } = {}, options: CallOptions = {}): Promise<BotTemplate[]> {
  return (await query(BOT_TEMPLATES, { bySpecialization: input.bySpecialization ?? null }, options)).botTemplates;
}

export async function createAccountInfo(input: AccountInfoInput, options: CallOptions = {}): Promise<AccountInfo> {
  return (await mutate(CREATE_ACCOUNT_INFO, input, options)).createAccountInfo;
}

export async function createBot(input: CreateBotMutationVariables, options: CallOptions = {}): Promise<Bot> {
  return (await mutate(CREATE_BOT, input, options)).createBot;
}

export async function copyBotFromTemplate(input: CopyBotInput, options: CallOptions = {}): Promise<Bot> {
  const variables = { ...input, aiIntegrationId: input.aiIntegrationId ?? null };
  return (await mutate(COPY_BOT_FROM_TEMPLATE, variables, options)).copyBotFromTemplate;
}

export async function createAiConnection(input: AiConnectionInput, options: CallOptions = {}): Promise<AiConnection> {
  return (await mutate(CREATE_AI_CONNECTION, { ...input, type: DIALOGFLOW_TYPE }, options)).createAiConnection;
}

/** The modules of each template, for EXPLORE (name and type of each module of the template's flow). */
export const TEMPLATE_MODULES = graphql(`
  query AssistantTemplateModules {
    botTemplates {
      id
      modules {
        name
        type
      }
    }
  }
`);
