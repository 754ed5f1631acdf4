import { z } from 'zod';
import { htmlPage, pathParams, type RestContracts } from './contract';
import { sandboxAiFaultSet } from './dialogflowSandbox';

/**
 * The developer-mode stand-in for Watson Assistant v1 under /sandbox/watson: IBM Cloud IAM's
 * token endpoint and the v1 API of workspaces (open: the server calls them, with a bearer
 * token), and for the operator the page listing workspaces with the URL, API key and workspace
 * id to paste, the workspace creation and the faults tests and demos ask for.
 */

const name = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} is required.`)
    .max(128)
    .regex(/^[\p{L}\p{N}_.-]+$/u, `${field} may contain only letters, digits, underscores, hyphens and dots.`);
const example = z.object({ text: z.string().trim().min(1, 'text is required.').max(1024) });
const value = z.object({
  value: z.string().trim().min(1).max(64),
  type: z.enum(['synonyms', 'patterns']).optional(),
  synonyms: z.array(z.string().trim().min(1).max(64)).max(200).optional(),
});

export const watsonIntentCreate = z.object({ intent: name('intent'), description: z.string().max(128).optional(), examples: z.array(example).max(2000).optional() });
export const watsonIntentUpdate = z.object({
  new_intent: name('new_intent').optional(),
  new_description: z.string().max(128).optional(),
  new_examples: z.array(example).max(2000).optional(),
});
export const watsonExampleCreate = example;
export const watsonEntityCreate = z.object({ entity: name('entity'), values: z.array(value).max(5000).optional() });
export const watsonEntityUpdate = z.object({ new_entity: name('new_entity').optional(), new_values: z.array(value).max(5000).optional() });
export const watsonMessageRequest = z.looseObject({ input: z.object({ text: z.string().max(2048) }).optional(), alternate_intents: z.boolean().optional() });
export const iamTokenRequest = z.looseObject({ grant_type: z.string().optional(), apikey: z.string().optional() });

export const sandboxWorkspaceForm = z.object({
  name: z.string().trim().min(1).max(64).default('Sandbox workspace'),
  language: z.string().trim().min(2).max(10).default('en'),
});
export const sandboxWorkspace = z.object({ name: z.string(), language: z.string(), url: z.string(), apiKey: z.string(), workspaceId: z.string() });
export type SandboxWorkspace = z.infer<typeof sandboxWorkspace>;

export const WATSON_FAULT_TARGETS = ['iam', 'api'] as const;
export const sandboxWatsonFaultForm = z.object({
  target: z.enum(WATSON_FAULT_TARGETS),
  status: z.union([z.literal(429), z.literal(500), z.literal(503)]).optional(),
  times: z.number().int().min(1).max(100).default(1),
  retryAfter: z.number().int().min(0).max(3600).default(1),
  delayMs: z.number().int().min(0).max(120_000).default(0),
});

const resource = z.looseObject({});
const ws = '/sandbox/watson/instances/:instance/v1/workspaces/:workspace';
const wsParams = pathParams('instance', 'workspace');
const intentParams = pathParams('instance', 'workspace', 'intent');
const entityParams = pathParams('instance', 'workspace', 'entity');

export const watsonSandboxRoutes = {
  'GET /sandbox/watson': { answer: htmlPage },
  'POST /sandbox/watson/workspaces': { body: sandboxWorkspaceForm, answer: sandboxWorkspace },
  'POST /sandbox/watson/control/faults': { body: sandboxWatsonFaultForm, answer: sandboxAiFaultSet },
  'POST /sandbox/watson/iam/identity/token': {
    body: iamTokenRequest,
    answer: z.object({ access_token: z.string(), refresh_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number(), expiration: z.number() }),
  },
  [`GET ${ws}`]: { params: wsParams, answer: resource },
  [`GET ${ws}/intents`]: { params: wsParams, answer: resource },
  [`POST ${ws}/intents`]: { params: wsParams, body: watsonIntentCreate, answer: resource },
  [`GET ${ws}/intents/:intent`]: { params: intentParams, answer: resource },
  [`POST ${ws}/intents/:intent`]: { params: intentParams, body: watsonIntentUpdate, answer: resource },
  [`DELETE ${ws}/intents/:intent`]: { params: intentParams, answer: resource },
  [`GET ${ws}/intents/:intent/examples`]: { params: intentParams, answer: resource },
  [`POST ${ws}/intents/:intent/examples`]: { params: intentParams, body: watsonExampleCreate, answer: resource },
  [`DELETE ${ws}/intents/:intent/examples/:text`]: { params: pathParams('instance', 'workspace', 'intent', 'text'), answer: resource },
  [`GET ${ws}/entities`]: { params: wsParams, answer: resource },
  [`POST ${ws}/entities`]: { params: wsParams, body: watsonEntityCreate, answer: resource },
  [`GET ${ws}/entities/:entity`]: { params: entityParams, answer: resource },
  [`POST ${ws}/entities/:entity`]: { params: entityParams, body: watsonEntityUpdate, answer: resource },
  [`DELETE ${ws}/entities/:entity`]: { params: entityParams, answer: resource },
  [`POST ${ws}/message`]: { params: wsParams, body: watsonMessageRequest, answer: resource },
} as const satisfies RestContracts;
