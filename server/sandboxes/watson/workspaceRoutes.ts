import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  watsonEntityCreate,
  watsonEntityUpdate,
  watsonExampleCreate,
  watsonIntentCreate,
  watsonIntentUpdate,
  watsonMessageRequest,
} from '../../../services/contracts/rest/watsonSandbox';
import type { Clock } from '../../clock';
import { classify } from './classify';
import { changed, settle, type SandboxWorkspace, type WatsonState } from './workspaceState';

/**
 * Watson Assistant v1 for the sandbox's workspaces: the workspace with its status, intents and
 * their examples, entities with values and synonyms, and message. Every call needs the
 * version query parameter and an IAM bearer token of the instance; errors are Watson's JSON
 * {error, code}. Every change of the data makes the workspace train again.
 */

const WS = '/sandbox/watson/instances/:instance/v1/workspaces/:workspace';
type Params = { instance: string; workspace: string; intent?: string; entity?: string; text?: string };

const watsonError = (reply: FastifyReply, code: number, error: string) => reply.code(code).send({ error, code });

export function workspaceRoutes(app: FastifyInstance, state: WatsonState, clock: Clock): void {
  const now = () => clock.now().getTime();

  async function workspaceOf(request: FastifyRequest, reply: FastifyReply): Promise<SandboxWorkspace | undefined> {
    if (await state.faults.apply('api', reply, (status) => ({ error: status === 429 ? 'Rate limit exceeded' : 'Internal Server Error', code: status }))) return undefined;
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const granted = token ? state.tokens.get(token) : undefined;
    const params = request.params as Params;
    if (!granted || granted.expiresAt <= now() || granted.instanceId !== params.instance) {
      watsonError(reply, 401, 'Unauthorized');
      return undefined;
    }
    if (!(request.query as { version?: string }).version) {
      watsonError(reply, 400, 'No valid version date specified. Please specify the version query parameter.');
      return undefined;
    }
    const workspace = state.workspaces.get(params.workspace);
    if (!workspace || workspace.instanceId !== params.instance) {
      watsonError(reply, 404, 'Resource not found');
      return undefined;
    }
    return settle(workspace, now());
  }

  function parsed<S extends z.ZodType>(schema: S, body: unknown, reply: FastifyReply): z.infer<S> | undefined {
    const result = schema.safeParse(body ?? {});
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    watsonError(reply, 400, `Invalid request body: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    return undefined;
  }

  const unique = (reply: FastifyReply, value: string) => watsonError(reply, 409, `Unique Violation: The value "${value}" already exists`);

  app.get(WS, async (request, reply) => {
    const w = await workspaceOf(request, reply);
    if (!w) return reply;
    return { name: w.name, language: w.language, workspace_id: w.id, status: w.status, learning_opt_out: false, created: w.created, updated: w.updated };
  });

  app.get(`${WS}/intents`, async (request, reply) => {
    const w = await workspaceOf(request, reply);
    if (!w) return reply;
    const full = (request.query as { export?: string }).export === 'true';
    return { intents: [...w.intents.values()].map((i) => (full ? i : { intent: i.intent, description: i.description })), pagination: {} };
  });

  app.post(`${WS}/intents`, async (request, reply) => {
    const w = await workspaceOf(request, reply);
    const body = w && parsed(watsonIntentCreate, request.body, reply);
    if (!w || !body) return reply;
    if (w.intents.has(body.intent)) return unique(reply, body.intent);
    const intent = { intent: body.intent, ...(body.description ? { description: body.description } : {}), examples: dedupe(body.examples ?? []) };
    w.intents.set(body.intent, intent);
    changed(w, now());
    return reply.code(201).send(intent);
  });

  app.get(`${WS}/intents/:intent`, async (request, reply) => {
    const w = await workspaceOf(request, reply);
    if (!w) return reply;
    const intent = w.intents.get((request.params as Params).intent ?? '');
    if (!intent) return watsonError(reply, 404, 'Resource not found');
    return (request.query as { export?: string }).export === 'true' ? intent : { intent: intent.intent, description: intent.description };
  });

  app.post(`${WS}/intents/:intent`, async (request, reply) => {
    const w = await workspaceOf(request, reply);
    const body = w && parsed(watsonIntentUpdate, request.body, reply);
    if (!w || !body) return reply;
    const name = (request.params as Params).intent ?? '';
    const current = w.intents.get(name);
    if (!current) return watsonError(reply, 404, 'Resource not found');
    const newName = body.new_intent ?? name;
    if (newName !== name && w.intents.has(newName)) return unique(reply, newName);
    const intent = {
      ...current,
      intent: newName,
      ...(body.new_description !== undefined ? { description: body.new_description } : {}),
      ...(body.new_examples ? { examples: dedupe(body.new_examples) } : {}),
    };
    w.intents.delete(name);
    w.intents.set(newName, intent);
    changed(w, now());
    return intent;
  });

  app.delete(`${WS}/intents/:intent`, async (request, reply) => {
    const w = await workspaceOf(request, reply);
    if (!w) return reply;
    if (!w.intents.delete((request.params as Params).intent ?? '')) return watsonError(reply, 404, 'Resource not found');
    changed(w, now());
    return {};
  });

  app.get(`${WS}/intents/:intent/examples`, async (request, reply) => {
    const w = await workspaceOf(request, reply);
    if (!w) return reply;
    const intent = w.intents.get((request.params as Params).intent ?? '');
    return intent ? { examples: intent.examples ?? [], pagination: {} } : watsonError(reply, 404, 'Resource not found');
  });

  app.post(`${WS}/intents/:intent/examples`, async (request, reply) => {
    const w = await workspaceOf(request, reply);
    const body = w && parsed(watsonExampleCreate, request.body, reply);
    if (!w || !body) return reply;
    const intent = w.intents.get((request.params as Params).intent ?? '');
    if (!intent) return watsonError(reply, 404, 'Resource not found');
    if ((intent.examples ?? []).some((e) => e.text === body.text)) return unique(reply, body.text);
    intent.examples = [...(intent.examples ?? []), { text: body.text }];
    changed(w, now());
    return reply.code(201).send({ text: body.text });
  });

  app.delete(`${WS}/intents/:intent/examples/:text`, async (request, reply) => {
    const w = await workspaceOf(request, reply);
    if (!w) return reply;
    const { intent: name, text } = request.params as Params;
    const intent = w.intents.get(name ?? '');
    const examples = intent?.examples ?? [];
    if (!intent || !examples.some((e) => e.text === text)) return watsonError(reply, 404, 'Resource not found');
    intent.examples = examples.filter((e) => e.text !== text);
    changed(w, now());
    return {};
  });

  app.get(`${WS}/entities`, async (request, reply) => {
    const w = await workspaceOf(request, reply);
    if (!w) return reply;
    return { entities: [...w.entities.values()], pagination: {} };
  });

  app.post(`${WS}/entities`, async (request, reply) => {
    const w = await workspaceOf(request, reply);
    const body = w && parsed(watsonEntityCreate, request.body, reply);
    if (!w || !body) return reply;
    if (w.entities.has(body.entity)) return unique(reply, body.entity);
    const entity = { entity: body.entity, values: (body.values ?? []).map((v) => ({ ...v, type: v.type ?? ('synonyms' as const) })) };
    w.entities.set(body.entity, entity);
    changed(w, now());
    return reply.code(201).send(entity);
  });

  app.get(`${WS}/entities/:entity`, async (request, reply) => {
    const w = await workspaceOf(request, reply);
    if (!w) return reply;
    return w.entities.get((request.params as Params).entity ?? '') ?? watsonError(reply, 404, 'Resource not found');
  });

  app.post(`${WS}/entities/:entity`, async (request, reply) => {
    const w = await workspaceOf(request, reply);
    const body = w && parsed(watsonEntityUpdate, request.body, reply);
    if (!w || !body) return reply;
    const name = (request.params as Params).entity ?? '';
    const current = w.entities.get(name);
    if (!current) return watsonError(reply, 404, 'Resource not found');
    const newName = body.new_entity ?? name;
    if (newName !== name && w.entities.has(newName)) return unique(reply, newName);
    const entity = { entity: newName, values: body.new_values ? body.new_values.map((v) => ({ ...v, type: v.type ?? ('synonyms' as const) })) : (current.values ?? []) };
    w.entities.delete(name);
    w.entities.set(newName, entity);
    changed(w, now());
    return entity;
  });

  app.delete(`${WS}/entities/:entity`, async (request, reply) => {
    const w = await workspaceOf(request, reply);
    if (!w) return reply;
    if (!w.entities.delete((request.params as Params).entity ?? '')) return watsonError(reply, 404, 'Resource not found');
    changed(w, now());
    return {};
  });

  app.post(`${WS}/message`, async (request, reply) => {
    const w = await workspaceOf(request, reply);
    const body = w && parsed(watsonMessageRequest, request.body, reply);
    if (!w || !body) return reply;
    if (!w.trained) return watsonError(reply, 409, 'Workspace is not available: it has not finished training.');
    const text = body.input?.text ?? '';
    const { intents, entities } = classify(text, w.trained);
    return { input: { text }, intents: body.alternate_intents ? intents.slice(0, 10) : intents.slice(0, 1), entities, output: { generic: [], text: [] }, context: {} };
  });
}

function dedupe(examples: Array<{ text: string }>): Array<{ text: string }> {
  return [...new Set(examples.map((e) => e.text))].map((text) => ({ text }));
}
