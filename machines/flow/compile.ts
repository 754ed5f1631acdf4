import { assign, fromPromise, setup, type AnyStateMachine } from 'xstate';
import type { FlowDocument, FlowModule } from '../../services/contracts/flow';
import { createKit, IDLE } from './compileKit';
import {
  AGENT_TURNS_MAX,
  MAX_HOPS,
  type AgentTurn,
  type BotMessage,
  type CodeAnswer,
  type CodeRequest,
  type CompileOptions,
  type ConversationContext,
  type ConversationEvent,
  type ConversationInput,
  type ConversationOutput,
  type DebugInfo,
  type EmailRequest,
  type GenerativeAnswer,
  type GenerativeRequest,
  type Handover,
  type IntegrationAnswer,
  type IntegrationRequest,
  type AgentAnswer,
  type AgentRequest,
  type AiPrediction,
  type AiPredictRequest,
  type ZapAnswer,
  type ZapRequest,
} from './conversation';
import type { StateConfig } from './modules/compiler';
import { keptValueOf, moduleMessages, moduleOutput, modulePart } from './modules/index';
import { keywordTarget } from './connections';
import { checkReply } from './modules/input';
import { intentTaken } from './modules/ai';
import { conditionHolds, type LogicCondition } from './conditions';
import { parameterKey, type UserInput } from './parameters';
import { chosenConnection } from './rules';

export * from './conversation';

/**
 * Compiles a designed flow (services/contracts/flow.ts) into an XState statechart: one
 * state per module (id `m<index>`, meta with the module's id, type and name), transitions
 * from its connections, guards from selection options, logic conditions, input validators
 * and keywords, and invoked actors for side effects (integration calls, e-mail, handover,
 * language detection). What the assistant says and why it did something go out through
 * the `say` and `log` actions the runner provides; the rest of a conversation (parameters,
 * attempts, tags) is the machine's context, so a persisted snapshot is the conversation.
 *
 * What a module does is its type's compile step (modules/, one file per type, one registry);
 * this file does what every module shares: its state, tags, delay and loop stop.
 */

const keyOf = (index: number) => `m${index}`;

/** What a MESSAGE, SELECTION or INPUT module says when it runs (its settings typed by its type's contract). */
export function messagesOf(module: FlowModule, params: Record<string, string>, random: () => number): BotMessage[] {
  return moduleMessages(module, params, random);
}

/** The parameters a reply sets on its own: the reserved #LASTMESSAGETYPE and #LASTMESSAGEVALUE. */
function withLastMessage(params: Record<string, string>, input: UserInput): Record<string, string> {
  return { ...params, LASTMESSAGETYPE: input.messageType, LASTMESSAGEVALUE: input.text };
}

/** The answer of an invoked actor, when the event is its done event. */
const outputOf = <T>(event: unknown): T | undefined => (event as { output?: T }).output;

/** The agent's conversation with one more message, the oldest dropped beyond AGENT_TURNS_MAX. */
function withTurn(context: ConversationContext, turn: AgentTurn): NonNullable<ConversationContext['agent']> {
  const agent = context.agent ?? { moduleId: context.moduleId ?? '', turns: [] };
  return { moduleId: agent.moduleId, turns: [...agent.turns, turn].slice(-AGENT_TURNS_MAX) };
}

/** Compiles a flow; throws when the flow has no START (the flow contract already refuses that). */
export function compileFlow(flow: FlowDocument, options: CompileOptions = {}): AnyStateMachine {
  const random = options.random ?? Math.random;
  const typed = flow.modules;
  const modules = new Map(typed.map((m) => [m.id, m]));
  const keys = new Map(typed.map((m, i) => [m.id, keyOf(i)]));
  const start = typed.find((m) => m.type === 'START');
  if (!start) throw new Error('A flow has exactly one START module.');
  const moduleOf = (id: string) => modules.get(id)!;
  const kit = createKit(keys, random);

  const machineSetup = setup({
    types: {
      context: {} as ConversationContext,
      events: {} as ConversationEvent,
      input: {} as ConversationInput,
      output: {} as ConversationOutput,
    },
    actors: {
      integrationCall: fromPromise<IntegrationAnswer, IntegrationRequest>(async () => {
        throw new Error('integrationCall not provided');
      }),
      sendEmail: fromPromise<void, EmailRequest>(async () => {
        throw new Error('sendEmail not provided');
      }),
      handover: fromPromise<void, Handover>(async () => {
        throw new Error('handover not provided');
      }),
      detectLanguage: fromPromise<string | null, { text: string }>(async () => null),
      generativeAnswer: fromPromise<GenerativeAnswer, GenerativeRequest>(async () => {
        throw new Error('generativeAnswer not provided');
      }),
      aiPredict: fromPromise<AiPrediction, AiPredictRequest>(async () => {
        throw new Error('aiPredict not provided');
      }),
      zapierCall: fromPromise<ZapAnswer, ZapRequest>(async () => {
        throw new Error('zapierCall not provided');
      }),
      agentReply: fromPromise<AgentAnswer, AgentRequest>(async () => {
        throw new Error('agentReply not provided');
      }),
      runCode: fromPromise<CodeAnswer, CodeRequest>(async () => {
        throw new Error('runCode not provided');
      }),
    },
    guards: {
      chooses: ({ event }, params: { moduleId: string; target: string }) =>
        event.type === 'USER_MESSAGE' && chosenConnection(moduleOf(params.moduleId), event.input)?.id === params.target,
      keywordTo: ({ event }, params: { moduleId: string; target: string }) =>
        event.type === 'USER_MESSAGE' && keywordTarget(moduleOf(params.moduleId), event.input)?.id === params.target,
      inputValid: ({ event }, params: { moduleId: string }) => {
        const module = moduleOf(params.moduleId);
        return event.type === 'USER_MESSAGE' && module.type === 'INPUT' && checkReply(module.settings, event.input).valid;
      },
      retriesUsed: ({ context }, params: { moduleId: string; count: number }) => (context.attempts[params.moduleId] ?? 0) + 1 > params.count,
      conditionHolds: ({ context }, params: { condition: LogicCondition }) => conditionHolds(params.condition, context.params),
      looping: ({ context }) => context.hops > MAX_HOPS,
      answerIs: ({ event }, params: { kind: GenerativeAnswer['kind']; intent?: string }) => {
        const answer = (event as unknown as { output?: GenerativeAnswer }).output;
        return answer?.kind === params.kind && (params.intent === undefined || (answer.kind === 'intent' && answer.intent === params.intent));
      },
      countReached: ({ context }, params: { param: string; count: number }) => Number(context.params[params.param] ?? 0) >= params.count,
      languageIs: ({ event }, params: { languageId: string }) => {
        const detected = (event as unknown as { output?: string | null }).output;
        return typeof detected === 'string' && detected.toLowerCase().split(/[-_]/)[0] === params.languageId.toLowerCase().split(/[-_]/)[0];
      },
      predicted: ({ event }, params: { intent: string; threshold: number }) => intentTaken(outputOf<AiPrediction>(event), params.intent, params.threshold),
      agentExits: ({ event }, params: { functionName: string }) => {
        const answer = outputOf<AgentAnswer>(event);
        return answer?.kind === 'exit' && answer.functionName === params.functionName;
      },
      agentReplies: ({ event }) => outputOf<AgentAnswer>(event)?.kind === 'reply',
    },
    actions: {
      // Provided by the runner: store and deliver what the assistant says; keep why it did something.
      say: (_, _params: BotMessage) => {},
      log: (_, _params: DebugInfo) => {},
      // Entering a module starts its retries afresh; only the module the conversation is in
      // counts retries, so nothing kept grows with the path (tags only grow by new ones).
      enter: assign(({ context }, params: { moduleId: string; tags: string[] }) => ({
        moduleId: params.moduleId,
        hops: context.hops + 1,
        attempts: Object.keys(context.attempts).length === 0 ? context.attempts : {},
        tags: params.tags.every((tag) => context.tags.includes(tag)) ? context.tags : [...new Set([...context.tags, ...params.tags])],
      })),
      remember: assign(({ context, event }) => (event.type === 'USER_MESSAGE' ? { lastInput: event.input, params: withLastMessage(context.params, event.input), hops: 0 } : {})),
      keepParam: assign(({ context, event }, params: { moduleId: string; param: string }) => {
        if (event.type !== 'USER_MESSAGE' || !params.param) return {};
        return { params: { ...context.params, [parameterKey(params.param)]: keptValueOf(moduleOf(params.moduleId), event.input) } };
      }),
      countAttempt: assign(({ context }, params: { moduleId: string }) => ({ attempts: { ...context.attempts, [params.moduleId]: (context.attempts[params.moduleId] ?? 0) + 1 } })),
      keepAnswer: assign(({ context, event }, params: { param: string; count: string }) => {
        const answer = (event as unknown as { output?: GenerativeAnswer }).output;
        const kept = params.param && answer?.kind === 'answer' ? { [parameterKey(params.param)]: answer.text } : {};
        return { params: { ...context.params, ...kept, [params.count]: String(Number(context.params[params.count] ?? 0) + 1) } };
      }),
      keepVariables: assign(({ context, event }) => ({ params: { ...context.params, ...((event as unknown as { output?: IntegrationAnswer }).output?.variables ?? {}) } })),
      agentStarts: assign((_, params: { moduleId: string }) => ({ agent: { moduleId: params.moduleId, turns: [] } })),
      agentHeard: assign(({ context, event }) => (event.type === 'USER_MESSAGE' ? { agent: withTurn(context, { role: 'user', content: event.input.text }) } : {})),
      agentReplied: assign(({ context, event }) => {
        const answer = outputOf<AgentAnswer>(event);
        return answer?.kind === 'reply' ? { agent: withTurn(context, { role: 'assistant', content: answer.text }) } : {};
      }),
      restart: assign(({ context }) => ({ attempts: {}, moduleId: null, tags: [], lastInput: null, hops: 0, params: { ...context.params } })),
    },
  });

  /**
   * A module that moves on by itself (always/after) first checks for a loop: after
   * MAX_HOPS modules without a reply the conversation waits, with the reason in the log.
   */
  function guardLoops(module: FlowModule, body: StateConfig): StateConfig {
    const stop = { guard: 'looping', target: `#${IDLE}`, actions: [kit.logOf(module, `more than ${MAX_HOPS} modules without a reply: the flow loops here`)] };
    const withStop = (transitions: unknown) => [stop, ...(Array.isArray(transitions) ? transitions : [transitions])];
    if (body['always'] !== undefined) return { ...body, always: withStop(body['always']) };
    return body;
  }

  const states: Record<string, StateConfig> = {};
  typed.forEach((module, index) => {
    const key = keyOf(index);
    const meta = { moduleId: module.id, type: module.type, name: module.name };
    const tags = (module.settings.conversationTags ?? []).filter((t) => typeof t === 'string');
    const enter = { type: 'enter', params: { moduleId: module.id, tags } };
    const part = modulePart(module, kit);
    if (part.final) {
      states[key] = { id: key, type: 'final', meta, entry: [enter, ...part.entry] };
      return;
    }
    const body = guardLoops(module, part.state);
    const delay = module.delay && module.delay > 0 ? Math.round(module.delay * 1000) : 0;
    states[key] = delay
      ? { id: key, meta, entry: [enter], initial: 'delaying', states: { delaying: { after: { [delay]: 'running' } }, running: body } }
      : { id: key, meta, ...body, entry: [enter, ...((body['entry'] as unknown[] | undefined) ?? [])] };
  });
  states[IDLE] = {
    id: IDLE,
    meta: { moduleId: null, type: 'IDLE', name: 'Waiting for the next message' },
    on: { USER_MESSAGE: { target: `#${keys.get(start.id)}`, actions: ['remember'] } },
  };
  states['handedOver'] = { id: 'handedOver', type: 'final', meta: { moduleId: null, type: 'HANDEDOVER', name: 'Handed over' } };

  const startKey = keys.get(start.id)!;
  return machineSetup.createMachine({
    id: 'conversation',
    initial: startKey,
    context: ({ input }) => ({ params: { ...(input?.params ?? {}) }, attempts: {}, lastInput: null, tags: [], moduleId: null, hops: 0 }),
    on: { RESTART: { target: `.${startKey}`, actions: 'restart', reenter: true } },
    // Plain configuration built per module type, given the setup's state type; the guards, actions and actors it names are the setup's above.
    states: states as NonNullable<Parameters<typeof machineSetup.createMachine>[0]['states']>,
    output: ({ context }) => {
      const module = context.moduleId ? modules.get(context.moduleId) : undefined;
      return module ? moduleOutput(module) : { kind: 'ended', moduleId: context.moduleId ?? '' };
    },
  }) as unknown as AnyStateMachine;
}
