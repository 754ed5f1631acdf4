import { z } from 'zod';
import { htmlPage, pathParams, type RestContracts } from './contract';

/**
 * The developer-mode stand-in for Dialogflow ES under /sandbox/dialogflow: Google's OAuth token
 * endpoint for service accounts and the REST API v2 of agents (open: the server calls them,
 * with a bearer token), and for the operator the page listing agents with their keys, the
 * agent creation and the faults tests and demos ask for.
 */

const part = z.object({ text: z.string().max(1000), entityType: z.string().max(200).optional(), alias: z.string().max(200).optional(), userDefined: z.boolean().optional() });
export const dfTrainingPhrase = z.looseObject({ name: z.string().optional(), type: z.string().optional(), parts: z.array(part).min(1).max(50) });
export const dfParameter = z.looseObject({
  name: z.string().optional(),
  displayName: z.string().trim().min(1).max(100),
  value: z.string().optional(),
  entityTypeDisplayName: z.string().max(200).optional(),
  mandatory: z.boolean().optional(),
});
export const dfIntent = z.looseObject({
  name: z.string().optional(),
  displayName: z.string().trim().min(1, 'displayName is required.').max(100),
  trainingPhrases: z.array(dfTrainingPhrase).max(2000).optional(),
  parameters: z.array(dfParameter).max(100).optional(),
  messages: z.array(z.unknown()).optional(),
});
export const dfEntityType = z.looseObject({
  name: z.string().optional(),
  displayName: z.string().trim().min(1, 'displayName is required.').max(100),
  kind: z.string().optional(),
  entities: z
    .array(z.object({ value: z.string().trim().min(1).max(500), synonyms: z.array(z.string().max(500)).max(200).optional() }))
    .max(5000)
    .optional(),
});
export const dfDetectIntentRequest = z.looseObject({
  queryInput: z.object({ text: z.object({ text: z.string().min(1, 'queryInput.text.text is required.').max(256), languageCode: z.string().min(2) }) }),
});
export const dfTokenRequest = z.looseObject({ grant_type: z.string().optional(), assertion: z.string().optional() });

const resource = z.looseObject({});

export const sandboxAgentForm = z.object({
  projectId: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'projectId: 6-30 lower-case letters, digits and hyphens, starting with a letter.'),
  displayName: z.string().trim().min(1).max(100).default('Sandbox agent'),
  language: z.string().trim().min(2).max(10).default('en'),
});
export const sandboxAgent = z.object({
  projectId: z.string(),
  displayName: z.string(),
  language: z.string(),
  apiUrl: z.string(),
  /** The service account key file to paste into the AI connection form. */
  key: z.looseObject({ type: z.literal('service_account'), project_id: z.string(), private_key: z.string(), client_email: z.string(), token_uri: z.string() }),
});
export type SandboxAgent = z.infer<typeof sandboxAgent>;

export const DIALOGFLOW_FAULT_TARGETS = ['token', 'api'] as const;
export const sandboxAiFaultForm = z.object({
  target: z.enum(DIALOGFLOW_FAULT_TARGETS),
  status: z.union([z.literal(429), z.literal(500), z.literal(503)]).optional(),
  times: z.number().int().min(1).max(100).default(1),
  retryAfter: z.number().int().min(0).max(3600).default(1),
  delayMs: z.number().int().min(0).max(120_000).default(0),
});
export const sandboxAiFaultSet = z.object({ target: z.string(), waiting: z.number() });

const project = pathParams('project');
const intentParams = pathParams('project', 'intentId');
const entityTypeParams = pathParams('project', 'entityTypeId');
const v2 = '/sandbox/dialogflow/v2/projects/:project';

export const dialogflowSandboxRoutes = {
  'GET /sandbox/dialogflow': { answer: htmlPage },
  'POST /sandbox/dialogflow/agents': { body: sandboxAgentForm, answer: sandboxAgent },
  'POST /sandbox/dialogflow/control/faults': { body: sandboxAiFaultForm, answer: sandboxAiFaultSet },
  'POST /sandbox/dialogflow/token': { body: dfTokenRequest, answer: z.object({ access_token: z.string(), expires_in: z.number(), token_type: z.literal('Bearer') }) },
  [`GET ${v2}/agent`]: { params: project, answer: resource },
  [`GET ${v2}/agent/intents`]: { params: project, answer: resource },
  [`POST ${v2}/agent/intents`]: { params: project, body: dfIntent, answer: resource },
  [`GET ${v2}/agent/intents/:intentId`]: { params: intentParams, answer: resource },
  [`PATCH ${v2}/agent/intents/:intentId`]: { params: intentParams, body: dfIntent, answer: resource },
  [`DELETE ${v2}/agent/intents/:intentId`]: { params: intentParams, answer: resource },
  [`GET ${v2}/agent/entityTypes`]: { params: project, answer: resource },
  [`POST ${v2}/agent/entityTypes`]: { params: project, body: dfEntityType, answer: resource },
  [`GET ${v2}/agent/entityTypes/:entityTypeId`]: { params: entityTypeParams, answer: resource },
  [`PATCH ${v2}/agent/entityTypes/:entityTypeId`]: { params: entityTypeParams, body: dfEntityType, answer: resource },
  [`DELETE ${v2}/agent/entityTypes/:entityTypeId`]: { params: entityTypeParams, answer: resource },
  [`POST ${v2}/agent::train`]: { params: project, answer: resource },
  [`GET ${v2}/operations`]: { params: project, answer: resource },
  [`GET ${v2}/operations/:operationId`]: { params: pathParams('project', 'operationId'), answer: resource },
  /** :sessionCall is "{session}:detectIntent". */
  [`POST ${v2}/agent/sessions/:sessionCall`]: { params: pathParams('project', 'sessionCall'), body: dfDetectIntentRequest, answer: resource },
} as const satisfies RestContracts;
