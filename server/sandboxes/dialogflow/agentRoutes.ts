import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { dfDetectIntentRequest, dfEntityType, dfIntent } from '../../../services/contracts/rest/dialogflowSandbox';
import type { Clock } from '../../clock';
import type { DfEntityType, DfIntent } from '../../providers/ai/dialogflowProtocol';
import { phraseText } from '../../providers/ai/dialogflowProtocol';
import { operationResource, trainedOperation, type DialogflowState, type SandboxAgent } from './agentState';
import { detectIntent } from './detectIntent';

/**
 * Dialogflow ES's REST API v2 for one agent per project: the agent, intents (with training
 * phrases and parameters), entity types, agent:train as a long-running operation (failing when
 * an intent has no training phrase), operations and detectIntent. Errors are Google's JSON
 * {error:{code,message,status}}.
 */

const V2 = '/sandbox/dialogflow/v2/projects/:project';
type Params = { project: string; intentId?: string; entityTypeId?: string; operationId?: string; sessionCall?: string };

export const googleError = (reply: FastifyReply, code: number, status: string, message: string) => reply.code(code).send({ error: { code, message, status } });

export function agentRoutes(app: FastifyInstance, state: DialogflowState, clock: Clock): void {
  const now = () => clock.now().getTime();

  /** The agent the call is for, when its bearer token allows it (else the error is sent and undefined answered). */
  async function agentOf(request: FastifyRequest, reply: FastifyReply): Promise<SandboxAgent | undefined> {
    if (
      await state.faults.apply('api', reply, (status) => ({
        error: { code: status, message: 'The sandbox was asked to fail.', status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL' },
      }))
    )
      return undefined;
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const granted = token ? state.tokens.get(token) : undefined;
    if (!granted || granted.expiresAt <= now()) {
      googleError(
        reply,
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      );
      return undefined;
    }
    const { project } = request.params as Params;
    const agent = state.agents.get(project);
    if (granted.projectId !== project || !agent) {
      googleError(reply, 403, 'PERMISSION_DENIED', `Permission denied on resource project ${project}.`);
      return undefined;
    }
    return agent;
  }

  function parsed<S extends z.ZodType>(schema: S, body: unknown, reply: FastifyReply): z.infer<S> | undefined {
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    googleError(reply, 400, 'INVALID_ARGUMENT', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    return undefined;
  }

  const intentResource = (agent: SandboxAgent, id: string, intent: DfIntent): DfIntent => ({
    ...intent,
    name: `projects/${agent.projectId}/agent/intents/${id}`,
    trainingPhrases: (intent.trainingPhrases ?? []).map((p) => ({ ...p, name: p.name ?? randomUUID(), type: 'EXAMPLE' as const })),
    parameters: (intent.parameters ?? []).map((p) => ({ ...p, name: p.name ?? randomUUID() })),
    messages: intent.messages ?? [],
  });
  const entityTypeResource = (agent: SandboxAgent, id: string, entityType: DfEntityType): DfEntityType => ({
    ...entityType,
    name: `projects/${agent.projectId}/agent/entityTypes/${id}`,
    kind: entityType.kind ?? 'KIND_MAP',
    entities: (entityType.entities ?? []).map((e) => ({ value: e.value, synonyms: e.synonyms?.length ? e.synonyms : [e.value] })),
  });
  const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

  app.get(`${V2}/agent`, async (request, reply) => {
    const agent = await agentOf(request, reply);
    if (!agent) return reply;
    return { parent: `projects/${agent.projectId}`, displayName: agent.displayName, defaultLanguageCode: agent.language, timeZone: 'Europe/Istanbul' };
  });

  app.get(`${V2}/agent/intents`, async (request, reply) => {
    const agent = await agentOf(request, reply);
    if (!agent) return reply;
    const full = (request.query as { intentView?: string }).intentView === 'INTENT_VIEW_FULL';
    const intents = [...agent.intents.values()].map((i) => (full ? i : { name: i.name, displayName: i.displayName, parameters: i.parameters, messages: i.messages }));
    return { intents };
  });

  app.post(`${V2}/agent/intents`, async (request, reply) => {
    const agent = await agentOf(request, reply);
    const body = agent && parsed(dfIntent, request.body, reply);
    if (!agent || !body) return reply;
    if ([...agent.intents.values()].some((i) => sameName(i.displayName, body.displayName))) {
      return googleError(reply, 400, 'INVALID_ARGUMENT', `Intent with the display name '${body.displayName}' already exists.`);
    }
    const id = randomUUID();
    const intent = intentResource(agent, id, body as DfIntent);
    agent.intents.set(id, intent);
    return intent;
  });

  app.get(`${V2}/agent/intents/:intentId`, async (request, reply) => {
    const agent = await agentOf(request, reply);
    if (!agent) return reply;
    const intent = agent.intents.get((request.params as Params).intentId ?? '');
    return intent ?? googleError(reply, 404, 'NOT_FOUND', 'Intent not found.');
  });

  app.patch(`${V2}/agent/intents/:intentId`, async (request, reply) => {
    const agent = await agentOf(request, reply);
    const body = agent && parsed(dfIntent, request.body, reply);
    if (!agent || !body) return reply;
    const id = (request.params as Params).intentId ?? '';
    const current = agent.intents.get(id);
    if (!current) return googleError(reply, 404, 'NOT_FOUND', 'Intent not found.');
    const mask = String((request.query as { updateMask?: string }).updateMask ?? 'displayName,trainingPhrases,parameters,messages').split(',');
    const next: DfIntent = { ...current };
    for (const field of mask) if (field in body) Object.assign(next, { [field]: (body as Record<string, unknown>)[field] });
    if ([...agent.intents.entries()].some(([other, i]) => other !== id && sameName(i.displayName, next.displayName))) {
      return googleError(reply, 400, 'INVALID_ARGUMENT', `Intent with the display name '${next.displayName}' already exists.`);
    }
    const unknown = (next.parameters ?? [])
      .map((p) => (p.entityTypeDisplayName ?? '').replace(/^@/, ''))
      .find((e) => e !== '' && !e.startsWith('sys.') && ![...agent.entityTypes.values()].some((t) => t.displayName === e));
    if (unknown) return googleError(reply, 400, 'INVALID_ARGUMENT', `Entity type '@${unknown}' does not exist.`);
    const intent = intentResource(agent, id, next);
    agent.intents.set(id, intent);
    return intent;
  });

  app.delete(`${V2}/agent/intents/:intentId`, async (request, reply) => {
    const agent = await agentOf(request, reply);
    if (!agent) return reply;
    if (!agent.intents.delete((request.params as Params).intentId ?? '')) return googleError(reply, 404, 'NOT_FOUND', 'Intent not found.');
    return {};
  });

  app.get(`${V2}/agent/entityTypes`, async (request, reply) => {
    const agent = await agentOf(request, reply);
    if (!agent) return reply;
    return { entityTypes: [...agent.entityTypes.values()] };
  });

  app.post(`${V2}/agent/entityTypes`, async (request, reply) => {
    const agent = await agentOf(request, reply);
    const body = agent && parsed(dfEntityType, request.body, reply);
    if (!agent || !body) return reply;
    if ([...agent.entityTypes.values()].some((e) => sameName(e.displayName, body.displayName))) {
      return googleError(reply, 409, 'ALREADY_EXISTS', `Entity type with the display name '${body.displayName}' already exists.`);
    }
    const id = randomUUID();
    const entityType = entityTypeResource(agent, id, body as DfEntityType);
    agent.entityTypes.set(id, entityType);
    return entityType;
  });

  app.get(`${V2}/agent/entityTypes/:entityTypeId`, async (request, reply) => {
    const agent = await agentOf(request, reply);
    if (!agent) return reply;
    return agent.entityTypes.get((request.params as Params).entityTypeId ?? '') ?? googleError(reply, 404, 'NOT_FOUND', 'Entity type not found.');
  });

  app.patch(`${V2}/agent/entityTypes/:entityTypeId`, async (request, reply) => {
    const agent = await agentOf(request, reply);
    const body = agent && parsed(dfEntityType, request.body, reply);
    if (!agent || !body) return reply;
    const id = (request.params as Params).entityTypeId ?? '';
    const current = agent.entityTypes.get(id);
    if (!current) return googleError(reply, 404, 'NOT_FOUND', 'Entity type not found.');
    if ([...agent.entityTypes.entries()].some(([other, e]) => other !== id && sameName(e.displayName, body.displayName))) {
      return googleError(reply, 409, 'ALREADY_EXISTS', `Entity type with the display name '${body.displayName}' already exists.`);
    }
    const entityType = entityTypeResource(agent, id, { ...current, ...(body as DfEntityType) });
    agent.entityTypes.set(id, entityType);
    return entityType;
  });

  app.delete(`${V2}/agent/entityTypes/:entityTypeId`, async (request, reply) => {
    const agent = await agentOf(request, reply);
    if (!agent) return reply;
    if (!agent.entityTypes.delete((request.params as Params).entityTypeId ?? '')) return googleError(reply, 404, 'NOT_FOUND', 'Entity type not found.');
    return {};
  });

  app.post(`${V2}/agent::train`, async (request, reply) => {
    const agent = await agentOf(request, reply);
    if (!agent) return reply;
    const intents = [...agent.intents.values()].map((i) => structuredClone(i));
    const empty = intents.find((i) => (i.trainingPhrases ?? []).filter((p) => phraseText(p).trim() !== '').length === 0);
    const operation = {
      id: randomUUID(),
      startedAt: now(),
      intents,
      entityTypes: [...agent.entityTypes.values()].map((e) => structuredClone(e)),
      failure: intents.length === 0 ? 'The agent has no intents to train.' : empty ? `Intent '${empty.displayName}' has no training phrases.` : null,
    };
    agent.operations.unshift(operation);
    agent.operations.length = Math.min(agent.operations.length, 20);
    return operationResource(agent.projectId, operation, now());
  });

  app.get(`${V2}/operations`, async (request, reply) => {
    const agent = await agentOf(request, reply);
    if (!agent) return reply;
    return { operations: agent.operations.map((op) => operationResource(agent.projectId, op, now())) };
  });

  app.get(`${V2}/operations/:operationId`, async (request, reply) => {
    const agent = await agentOf(request, reply);
    if (!agent) return reply;
    const operation = agent.operations.find((op) => op.id === (request.params as Params).operationId);
    return operation ? operationResource(agent.projectId, operation, now()) : googleError(reply, 404, 'NOT_FOUND', 'Operation not found.');
  });

  app.post(`${V2}/agent/sessions/:sessionCall`, async (request, reply) => {
    const agent = await agentOf(request, reply);
    if (!agent) return reply;
    const [session, method] = ((request.params as Params).sessionCall ?? '').split(':');
    if (method !== 'detectIntent' || !session) return googleError(reply, 404, 'NOT_FOUND', 'Method not found.');
    const body = parsed(dfDetectIntentRequest, request.body, reply);
    if (!body) return reply;
    const trained = trainedOperation(agent, now());
    if (!trained) return googleError(reply, 400, 'FAILED_PRECONDITION', 'The agent has not been trained yet.');
    return { responseId: randomUUID(), queryResult: detectIntent(body.queryInput.text.text, body.queryInput.text.languageCode, trained) };
  });
}
