import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RestAnswer } from '../../../services/contracts/rest';
import { chatCompletionRequest, embeddingRequest, type ChatCompletionRequest } from '../../../services/contracts/rest/openAiProtocol';
import type { AppDeps } from '../../deps';
import { answerChat } from './chatModel';
import { embed, tokensOf } from './embeddings';
import { isSandboxKey } from './sandboxKeys';
import { takeFault, type Deployment, type OpenAiSandboxState, type Operation } from './sandboxState';

/**
 * The OpenAI-compatible API of the generative sandbox, in both forms: Azure OpenAI
 * (/openai/deployments/<deployment>/chat/completions|embeddings?api-version=…, key in the
 * api-key header) and plain (/v1/chat/completions, /v1/embeddings, /v1/models, key as a Bearer
 * credential, the deployment named by body.model). Errors answer as the services do:
 * {error:{message,type,code,param}} with 400, 401, 404, 429 (Retry-After) or 500.
 */
type Form = 'azure' | 'plain';
class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type: string,
    readonly code: string | null,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

function send(reply: FastifyReply, error: ApiError) {
  if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
  return reply.code(error.status).send({ error: { message: error.message, type: error.type, param: null, code: error.code } });
}

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

function authorize(deps: AppDeps, request: FastifyRequest, form: Form): void {
  const key = form === 'azure' ? header(request, 'api-key') : header(request, 'authorization').replace(/^Bearer\s+/i, '');
  if (isSandboxKey(deps.config.secretKey, key)) return;
  if (form === 'azure')
    throw new ApiError(
      401,
      'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.',
      'invalid_request_error',
      '401',
    );
  throw new ApiError(
    401,
    key ? 'Incorrect API key provided. You can find your API key on the sandbox page /sandbox/openai.' : "You didn't provide an API key.",
    'invalid_request_error',
    'invalid_api_key',
  );
}

function deploymentOf(state: OpenAiSandboxState, form: Form, name: string | undefined, operation: Operation): Deployment {
  const deployment = name ? state.deployments.get(name) : undefined;
  if (!deployment || deployment.kind !== operation) {
    if (form === 'azure')
      throw new ApiError(
        404,
        'The API deployment for this resource does not exist. If you created the deployment within the last 5 minutes, please wait a moment and try again.',
        'invalid_request_error',
        'DeploymentNotFound',
      );
    if (!name) throw new ApiError(400, 'you must provide a model parameter', 'invalid_request_error', null);
    throw new ApiError(404, `The model \`${name}\` does not exist or you do not have access to it.`, 'invalid_request_error', 'model_not_found');
  }
  return deployment;
}

function bodyOf<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ApiError(400, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`, 'invalid_request_error', null);
}

async function applyFault(state: OpenAiSandboxState, operation: Operation): Promise<void> {
  const fault = takeFault(state, operation);
  if (!fault) return;
  if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (fault.status === 429) throw new ApiError(429, 'Rate limit reached for requests. Please try again later.', 'requests', 'rate_limit_exceeded', fault.retryAfter);
  if (fault.status) throw new ApiError(fault.status, 'The server had an error while processing your request. Sorry about that!', 'server_error', null);
}

function cut(text: string, request: ChatCompletionRequest): { text: string; finish: 'stop' | 'length' } {
  const stops = request.stop === undefined || request.stop === null ? [] : [request.stop].flat();
  let result = text;
  for (const stop of stops) {
    const at = stop ? result.indexOf(stop) : -1;
    if (at >= 0) result = result.slice(0, at);
  }
  const limit = request.max_tokens === undefined ? Infinity : request.max_tokens * 4;
  return result.length > limit ? { text: result.slice(0, limit), finish: 'length' } : { text: result, finish: 'stop' };
}

function chatAnswer(deployment: Deployment, request: ChatCompletionRequest): RestAnswer<'POST /sandbox/openai/v1/chat/completions'> {
  const answer = answerChat(request);
  const promptTokens = request.messages.reduce((sum, m) => sum + 4 + tokensOf(m.content ?? ''), 0) + tokensOf(JSON.stringify(request.tools ?? []));
  const content = answer.content === null ? null : cut(answer.content, request);
  const completionTokens = content ? tokensOf(content.text) : tokensOf(JSON.stringify(answer.toolCalls));
  return {
    id: `chatcmpl-${Date.now().toString(36)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: deployment.model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: content?.text ?? null, ...(answer.toolCalls.length ? { tool_calls: answer.toolCalls } : {}) },
        finish_reason: answer.toolCalls.length ? 'tool_calls' : (content?.finish ?? 'stop'),
      },
    ],
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
  };
}

function embeddingAnswer(deployment: Deployment, input: string | string[]): RestAnswer<'POST /sandbox/openai/v1/embeddings'> {
  const texts = [input].flat();
  const tokens = texts.reduce((sum, text) => sum + tokensOf(text), 0);
  return {
    object: 'list',
    data: texts.map((text, index) => ({ object: 'embedding', index, embedding: embed(text) })),
    model: deployment.model,
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  };
}

export function apiRoutes(app: FastifyInstance, deps: AppDeps, state: OpenAiSandboxState): void {
  /** Runs one API call, answering an ApiError as the service would. */
  const handle =
    <T>(form: Form, operation: Operation | 'models', run: (request: FastifyRequest) => T) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        authorize(deps, request, form);
        if (form === 'azure' && !(request.query as Record<string, unknown>)['api-version']) throw new ApiError(404, 'Resource not found', 'invalid_request_error', '404');
        if (operation !== 'models') await applyFault(state, operation);
        return run(request);
      } catch (error) {
        if (error instanceof ApiError) return send(reply, error);
        throw error;
      }
    };
  const deploymentParam = (request: FastifyRequest) => (request.params as { deployment: string }).deployment;

  app.post(
    '/sandbox/openai/openai/deployments/:deployment/chat/completions',
    handle('azure', 'chat', (request) => {
      const deployment = deploymentOf(state, 'azure', deploymentParam(request), 'chat');
      return chatAnswer(deployment, bodyOf(chatCompletionRequest, request.body));
    }),
  );
  app.post(
    '/sandbox/openai/openai/deployments/:deployment/embeddings',
    handle('azure', 'embeddings', (request) => {
      const deployment = deploymentOf(state, 'azure', deploymentParam(request), 'embeddings');
      return embeddingAnswer(deployment, bodyOf(embeddingRequest, request.body).input);
    }),
  );
  app.post(
    '/sandbox/openai/v1/chat/completions',
    handle('plain', 'chat', (request) => {
      const body = bodyOf(chatCompletionRequest, request.body);
      return chatAnswer(deploymentOf(state, 'plain', body.model, 'chat'), body);
    }),
  );
  app.post(
    '/sandbox/openai/v1/embeddings',
    handle('plain', 'embeddings', (request) => {
      const body = bodyOf(embeddingRequest, request.body);
      return embeddingAnswer(deploymentOf(state, 'plain', body.model, 'embeddings'), body.input);
    }),
  );
  app.get(
    '/sandbox/openai/v1/models',
    handle('plain', 'models', (): RestAnswer<'GET /sandbox/openai/v1/models'> => ({
      object: 'list',
      data: [...state.deployments.values()].map((d) => ({ id: d.name, object: 'model', owned_by: 'sandbox' })),
    })),
  );
}
