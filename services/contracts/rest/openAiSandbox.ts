import { z } from 'zod';
import { htmlPage, pathParams, type RestContracts } from './contract';
import { chatCompletion, chatCompletionRequest, embeddingList, embeddingRequest, modelList } from './openAiProtocol';

/**
 * The developer-mode stand-in for an OpenAI-compatible service under /sandbox/openai: the
 * Azure OpenAI form (/openai/deployments/<deployment>/…?api-version=…, header api-key), the
 * plain form (/v1/…, Authorization: Bearer) and, for the operator, the page listing the
 * deployments and keys, the routes that create them and the faults tests and demos ask for.
 */

export const DEPLOYMENT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const sandboxDeploymentForm = z.object({
  name: z.string().trim().regex(DEPLOYMENT_NAME, 'name: 1-64 letters, digits, . _ or -, starting with a letter or digit.'),
  model: z.string().trim().min(1, 'model is required.').max(64),
  kind: z.enum(['chat', 'embeddings'], { error: 'kind is chat or embeddings.' }),
});
export const sandboxDeployment = z.object({ name: z.string(), model: z.string(), kind: z.enum(['chat', 'embeddings']) });
export const sandboxKey = z.object({ key: z.string(), endpoint: z.string(), baseUrl: z.string() });

export const sandboxOpenAiFaultForm = z.object({
  operation: z.enum(['chat', 'embeddings', 'any']).default('any'),
  status: z.union([z.literal(429), z.literal(500), z.literal(503)]).optional(),
  times: z.number().int().min(1).max(100).default(1),
  retryAfter: z.number().int().min(0).max(3600).default(1),
  delayMs: z.number().int().min(0).max(120_000).default(0),
});
export const sandboxOpenAiFaultSet = z.object({ operation: z.string(), waiting: z.number() });

export const azureQuery = z.looseObject({ 'api-version': z.string().optional() });

export const openAiSandboxRoutes = {
  'GET /sandbox/openai': { answer: htmlPage },
  'POST /sandbox/openai/deployments': { body: sandboxDeploymentForm, answer: sandboxDeployment },
  'POST /sandbox/openai/keys': { answer: sandboxKey },
  'POST /sandbox/openai/control/faults': { body: sandboxOpenAiFaultForm, answer: sandboxOpenAiFaultSet },
  'POST /sandbox/openai/openai/deployments/:deployment/chat/completions': {
    params: pathParams('deployment'),
    query: azureQuery,
    body: chatCompletionRequest,
    answer: chatCompletion,
  },
  'POST /sandbox/openai/openai/deployments/:deployment/embeddings': { params: pathParams('deployment'), query: azureQuery, body: embeddingRequest, answer: embeddingList },
  'POST /sandbox/openai/v1/chat/completions': { body: chatCompletionRequest, answer: chatCompletion },
  'POST /sandbox/openai/v1/embeddings': { body: embeddingRequest, answer: embeddingList },
  'GET /sandbox/openai/v1/models': { answer: modelList },
} as const satisfies RestContracts;
