import { assign, fromPromise, setup, type AnyStateMachine } from 'xstate';
import type { FlowDocument, FlowModule } from '../../services/contracts/flow';
import {
  checkInput,
  chosenConnection,
  chosenText,
  conditionHolds,
  keywordConnection,
  nextOf,
  optionTarget,
  parameterKey,
  substitute,
  type LogicCondition,
  type UserInput,
} from './rules';

/**
 * Compiles a designed flow (services/contracts/flow.ts) into an XState statechart: one
 * state per module (id `m<index>`, meta with the module's id, type and name), transitions
 * from its connections, guards from selection options, logic conditions, input validators
 * and keywords, and invoked actors for side effects (integration calls, e-mail, handover,
 * language detection). What the assistant says and why it did something go out through
 * the `say` and `log` actions the runner provides; the rest of a conversation (parameters,
 * attempts, tags) is the machine's context, so a persisted snapshot is the conversation.
 */

export type BotMessage = { moduleId: string; messageType: string; content: Record<string, unknown> };
export type DebugInfo = { moduleId: string; moduleType: string; text: string };
export type Handover = { moduleId: string; mode: string; departmentID?: string; contactCenterIntegrationId?: string };
export type SwitchTarget = { botId: string; version: string };

export type ConversationContext = {
  params: Record<string, string>;
  /** Invalid replies per module since it was entered. */
  attempts: Record<string, number>;
  lastInput: UserInput | null;
  tags: string[];
  /** The module the conversation is at. */
  moduleId: string | null;
  /** Modules entered since the person last wrote: a flow that loops without waiting is stopped. */
  hops: number;
};

/** More modules than this in one turn without waiting for the person is a loop in the design. */
export const MAX_HOPS = 500;

export type ConversationInput = { params?: Record<string, string> };
export type ConversationEvent = { type: 'USER_MESSAGE'; input: UserInput } | { type: 'RESTART' };
export type ConversationOutput =
  | { kind: 'ended'; moduleId: string }
  | { kind: 'switch'; moduleId: string; target: SwitchTarget }
  | { kind: 'handedOver'; handover: Handover };

export type IntegrationRequest = { moduleId: string; settings: Record<string, unknown>; params: Record<string, string> };
export type IntegrationAnswer = { status: number; variables: Record<string, string> };
export type EmailRequest = { moduleId: string; to: string[]; cc: string[]; subject: string; html: string };

/** Module types whose providers are not connected to the engine yet: they log why and follow their fallback. */
export const NOT_RUN_TYPES = ['AI', 'GENERATIVE', 'SUPPORT_AGENT', 'PAYMENTS', 'PAYMENT', 'COMMERCE', 'ECOMMERCE', 'ZAPIER', 'CODESTATION', 'GENERIC'] as const;

export type CompileOptions = {
  /** Picks among text alternatives (tests pass a fixed one). */
  random?: () => number;
};

const IDLE = 'idle';
const keyOf = (index: number) => `m${index}`;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const splitAddresses = (value: unknown) =>
  text(value)
    .split(/[;,]/)
    .map((a) => a.trim())
    .filter(Boolean);

/** What a MESSAGE, SELECTION or INPUT module says when it runs. */
export function messagesOf(module: FlowModule, params: Record<string, string>, random: () => number): BotMessage[] {
  const s = module.settings;
  const say = (messageType: string, content: Record<string, unknown>): BotMessage => ({ moduleId: module.id, messageType, content });
  if (module.type === 'MESSAGE') {
    const messageType = text(s['messageType']) || 'TEXT';
    const payloads = list(s['payloads']);
    if (messageType === 'TEXT') {
      const alternatives = payloads.filter((p): p is string => typeof p === 'string' && p.trim() !== '');
      if (!alternatives.length) return [];
      const picked = alternatives[Math.min(alternatives.length - 1, Math.floor(random() * alternatives.length))]!;
      return [say('TEXT', { text: substitute(picked, params) })];
    }
    return payloads.flatMap((p) => {
      if (typeof p === 'string') return p ? [say(messageType, { link: p })] : [];
      const { link, caption } = (p ?? {}) as { link?: unknown; caption?: unknown };
      return typeof link === 'string' && link ? [say(messageType, { link, ...(typeof caption === 'string' && caption ? { caption: substitute(caption, params) } : {}) })] : [];
    });
  }
  if (module.type === 'SELECTION') {
    const kind = text(s['selectionType']) || 'QUICKREPLY';
    if (kind === 'CARD') {
      const cards = list(s['payloads']).map((c) => {
        const card = (c ?? {}) as Record<string, unknown>;
        return {
          id: text(card['id']),
          title: substitute(text(card['title']), params),
          subtitle: substitute(text(card['subtitle']), params),
          text: substitute(text(card['text']), params),
          image: text(card['image']),
          buttons: list(card['buttons']).map((b) => {
            const button = (b ?? {}) as Record<string, unknown>;
            return { id: text(button['id']), text: substitute(text(button['text']), params), type: text(button['type']) || 'TEXT', link: text(button['link']) };
          }),
        };
      });
      return [say('CARD', { cards, parameters: (s['parameters'] ?? {}) as Record<string, unknown> })];
    }
    if (kind === 'LIST') {
      const section = (list(s['payloads'])[0] ?? {}) as Record<string, unknown>;
      const rows = list(section['listCardRow']).map((r) => {
        const row = (r ?? {}) as Record<string, unknown>;
        return { id: text(row['id']), title: substitute(text(row['listRowTitle']), params), description: substitute(text(row['listRowDescription']), params) };
      });
      return [
        say('LIST', {
          header: substitute(text(s['listHeader']), params),
          body: substitute(text(s['messageBoxBody']), params),
          button: text(s['messageBoxOptionsButtonText']),
          sectionTitle: text(section['listSectionTitle']),
          rows,
        }),
      ];
    }
    const buttons = list(s['payloads']).map((b) => {
      const button = (b ?? {}) as Record<string, unknown>;
      return { id: text(button['id']), text: substitute(text(button['text']), params), type: text(button['type']) || 'TEXT', link: text(button['link']) };
    });
    return [say('QUICKREPLY', { text: substitute(text(s['prompt']), params), buttons })];
  }
  if (module.type === 'INPUT' && text(s['prompt'])) return [say('TEXT', { text: substitute(text(s['prompt']), params) })];
  return [];
}

/** The parameters a reply sets on its own: the reserved #LASTMESSAGETYPE and #LASTMESSAGEVALUE. */
function withLastMessage(params: Record<string, string>, input: UserInput): Record<string, string> {
  return { ...params, LASTMESSAGETYPE: input.messageType, LASTMESSAGEVALUE: input.text };
}

/** Compiles a flow; throws when the flow has no START (the flow contract already refuses that). */
export function compileFlow(flow: FlowDocument, options: CompileOptions = {}): AnyStateMachine {
  const random = options.random ?? Math.random;
  const modules = new Map(flow.modules.map((m) => [m.id, m]));
  const keys = new Map(flow.modules.map((m, i) => [m.id, keyOf(i)]));
  const start = flow.modules.find((m) => m.type === 'START');
  if (!start) throw new Error('A flow has exactly one START module.');
  const moduleOf = (id: string) => modules.get(id)!;
  /** A target that exists, as a state reference; anything else waits for the next message. */
  const to = (id: string | null | undefined) => (id && keys.has(id) ? `#${keys.get(id)}` : `#${IDLE}`);

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
    },
    guards: {
      chooses: ({ event }, params: { moduleId: string; target: string }) =>
        event.type === 'USER_MESSAGE' && chosenConnection(moduleOf(params.moduleId), event.input)?.id === params.target,
      keywordTo: ({ event }, params: { moduleId: string; target: string }) =>
        event.type === 'USER_MESSAGE' && keywordConnection(moduleOf(params.moduleId), event.input)?.id === params.target,
      inputValid: ({ event }, params: { moduleId: string }) => event.type === 'USER_MESSAGE' && checkInput(moduleOf(params.moduleId).settings, event.input).valid,
      retriesUsed: ({ context }, params: { moduleId: string; count: number }) => (context.attempts[params.moduleId] ?? 0) + 1 > params.count,
      conditionHolds: ({ context }, params: { condition: LogicCondition }) => conditionHolds(params.condition, context.params),
      looping: ({ context }) => context.hops > MAX_HOPS,
      languageIs: ({ event }, params: { languageId: string }) => {
        const detected = (event as unknown as { output?: string | null }).output;
        return typeof detected === 'string' && detected.toLowerCase().split(/[-_]/)[0] === params.languageId.toLowerCase().split(/[-_]/)[0];
      },
    },
    actions: {
      // Provided by the runner: store and deliver what the assistant says; keep why it did something.
      say: (_, _params: BotMessage) => {},
      log: (_, _params: DebugInfo) => {},
      enter: assign(({ context }, params: { moduleId: string; tags: string[] }) => ({
        moduleId: params.moduleId,
        hops: context.hops + 1,
        attempts: { ...context.attempts, [params.moduleId]: 0 },
        tags: [...new Set([...context.tags, ...params.tags])],
      })),
      remember: assign(({ context, event }) => (event.type === 'USER_MESSAGE' ? { lastInput: event.input, params: withLastMessage(context.params, event.input), hops: 0 } : {})),
      keepParam: assign(({ context, event }, params: { moduleId: string; param: string }) => {
        if (event.type !== 'USER_MESSAGE' || !params.param) return {};
        const module = moduleOf(params.moduleId);
        const value = module.type === 'SELECTION' ? chosenText(module, event.input) : event.input.text.trim();
        return { params: { ...context.params, [parameterKey(params.param)]: value } };
      }),
      countAttempt: assign(({ context }, params: { moduleId: string }) => ({ attempts: { ...context.attempts, [params.moduleId]: (context.attempts[params.moduleId] ?? 0) + 1 } })),
      keepVariables: assign(({ context, event }) => ({ params: { ...context.params, ...((event as unknown as { output?: IntegrationAnswer }).output?.variables ?? {}) } })),
      restart: assign(({ context }) => ({ attempts: {}, moduleId: null, tags: [], lastInput: null, hops: 0, params: { ...context.params } })),
    },
  });

  type Config = Record<string, unknown>;
  const logOf = (module: FlowModule, message: string) => ({ type: 'log' as const, params: { moduleId: module.id, moduleType: module.type, text: message } });
  /** The transitions of a module that waits for a reply and falls back after fallbackCount invalid ones. */
  function invalidReply(module: FlowModule, reaskState: string, reason: string): Config[] {
    const errorText = text(module.settings['errorMessage']);
    const reask = errorText
      ? [{ type: 'say', params: ({ context }: { context: ConversationContext }) => ({ moduleId: module.id, messageType: 'TEXT', content: { text: substitute(errorText, context.params) } }) }]
      : [];
    const transitions: Config[] = [];
    if (module.fallback && keys.has(module.fallback)) {
      transitions.push({
        guard: { type: 'retriesUsed', params: { moduleId: module.id, count: module.fallbackCount ?? 0 } },
        target: to(module.fallback),
        actions: ['remember', logOf(module, `${reason}; fallback after ${module.fallbackCount ?? 0} retries`)],
      });
    }
    transitions.push({
      target: reaskState,
      reenter: true,
      actions: ['remember', { type: 'countAttempt', params: { moduleId: module.id } }, logOf(module, `${reason}; asked again`), ...reask],
    });
    return transitions;
  }

  /** One `say` per message the module produces, evaluated on entry. */
  const speakOnEntry = (module: FlowModule): Config[] => {
    const count = messagesOf(module, {}, () => 0).length;
    return Array.from({ length: count }, (_, index) => ({
      type: 'say',
      params: ({ context }: { context: ConversationContext }) => messagesOf(module, context.params, random)[index] ?? { moduleId: module.id, messageType: 'TEXT', content: { text: '' } },
    }));
  };

  /** A failure or a miss: the module's fallback (else its next connection), with the reason in the log. */
  const fallBack = (module: FlowModule, reason: string) => ({ target: to(module.fallback ?? nextOf(module)), actions: [logOf(module, reason)] });

  /** A side effect of a module as an invoked actor: done goes on, a failure falls back with its reason. */
  const effect = (module: FlowModule, src: string, input: (args: { context: ConversationContext }) => unknown, onDone: unknown, failure: string) => ({
    invoke: { id: `${src}-${keys.get(module.id)}`, src, input, onDone, onError: fallBack(module, failure) },
  });

  /** Where a module goes after it ran: its next connection, else its fallback, else idle. */
  const onward = (module: FlowModule) => to(nextOf(module) ?? module.fallback ?? null);

  function running(module: FlowModule): Config {
    const s = module.settings;
    switch (module.type) {
      case 'START':
        return { always: { target: onward(module) } };
      case 'MESSAGE':
        return { entry: speakOnEntry(module), always: { target: onward(module) } };
      case 'SELECTION': {
        const targets = [...new Set(module.connections.map((c) => c.id).filter((id) => keys.has(id)))];
        const keywordTargets = list(s['keywordsGroups'])
          .map((g) => text((g as Record<string, unknown>)['value']))
          .filter((id) => keys.has(id) && !targets.includes(id));
        const param = text(s['inputParam']);
        const chosen = (target: string, guard: string) => ({
          guard: { type: guard, params: { moduleId: module.id, target } },
          target: to(target),
          actions: ['remember', { type: 'keepParam', params: { moduleId: module.id, param } }],
        });
        return {
          initial: 'asking',
          states: {
            asking: { entry: speakOnEntry(module), always: 'waiting' },
            waiting: {
              on: {
                USER_MESSAGE: [...targets.map((t) => chosen(t, 'chooses')), ...keywordTargets.map((t) => chosen(t, 'keywordTo')), ...invalidReply(module, 'asking', 'the reply matches no option')],
              },
            },
          },
        };
      }
      case 'INPUT': {
        const param = text(s['param']);
        return {
          initial: 'asking',
          states: {
            asking: { entry: speakOnEntry(module), always: 'waiting' },
            waiting: {
              on: {
                USER_MESSAGE: [
                  {
                    guard: { type: 'inputValid', params: { moduleId: module.id } },
                    target: onwardAfterInput(module),
                    actions: ['remember', { type: 'keepParam', params: { moduleId: module.id, param } }],
                  },
                  // With an error message it is said and the prompt is not repeated; without one the prompt is asked again (never a silent wait).
                  ...invalidReply(module, text(s['errorMessage']) ? 'waiting' : 'asking', 'the reply is not valid input'),
                ],
              },
            },
          },
        };
      }
      case 'LOGIC': {
        const conditions = list(s['payloads']).filter((c): c is LogicCondition => typeof (c as LogicCondition | null)?.id === 'string');
        const personalized = s['logicTab'] === 'PERSONALIZED';
        if (personalized) {
          return {
            entry: [logOf(module, 'personalized conditions need the partner integration; following the fallback')],
            always: { target: to(module.fallback ?? nextOf(module)) },
          };
        }
        return {
          always: [
            ...conditions.map((condition) => ({
              guard: { type: 'conditionHolds', params: { condition } },
              target: to(optionTarget(module, condition.id) ?? condition.conditionAction ?? null),
              actions: [logOf(module, `condition ${condition.ifCondition} ${condition.ifOperator} ${condition.ifTargets.join(', ')} holds`)],
            })),
            { target: onward(module), actions: [logOf(module, 'no condition holds')] },
          ],
        };
      }
      case 'SWITCH':
        return {};
      case 'THIRDPARTY': {
        const seconds = Number(s['timeToWait']);
        const ms = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0;
        return ms > 0 ? { after: { [ms]: { target: onward(module) } } } : { always: { target: onward(module) } };
      }
      case 'LANGUAGE': {
        const routes = list(s['payloads']).filter((r): r is { id: string; languageId: string } => typeof (r as { id?: unknown })?.id === 'string' && typeof (r as { languageId?: unknown })?.languageId === 'string');
        return effect(
          module,
          'detectLanguage',
          ({ context }) => ({ text: context.lastInput?.text ?? '' }),
          [
            ...routes.map((route) => ({ guard: { type: 'languageIs', params: { languageId: route.languageId } }, target: to(optionTarget(module, route.id)) })),
            fallBack(module, 'no route for the detected language'),
          ],
          'the language could not be detected',
        );
      }
      case 'INTEGRATION':
        return effect(module, 'integrationCall', ({ context }) => ({ moduleId: module.id, settings: s, params: context.params }), { target: to(nextOf(module)), actions: ['keepVariables'] }, 'the integration call failed');
      case 'EMAIL':
        return effect(
          module,
          'sendEmail',
          ({ context }) => ({
            moduleId: module.id,
            to: splitAddresses(substitute(text(s['emailTo']), context.params)),
            cc: splitAddresses(substitute(text(s['emailCc']), context.params)),
            subject: substitute(text(s['emailSubject']), context.params),
            html: substitute(text(s['emailTemplate']), context.params),
          }),
          { target: onward(module) },
          'the e-mail could not be sent',
        );
      case 'HANDOVER':
        return effect(module, 'handover', () => handoverOf(module), { target: '#handedOver' }, 'the handover failed');
      default: {
        const reason = `${module.type} modules do not run in this version of the engine`;
        const target = module.fallback ?? nextOf(module);
        return {
          entry: [logOf(module, target ? `${reason}; following its ${module.fallback ? 'fallback' : 'connection'}` : `${reason}; the conversation waits for the next message`)],
          always: { target: to(target) },
        };
      }
    }
  }

  /**
   * A module that moves on by itself (always/after) first checks for a loop: after
   * MAX_HOPS modules without a reply the conversation waits, with the reason in the log.
   */
  function guardLoops(module: FlowModule, body: Config): Config {
    const stop = { guard: 'looping', target: `#${IDLE}`, actions: [logOf(module, `more than ${MAX_HOPS} modules without a reply: the flow loops here`)] };
    const withStop = (transitions: unknown) => [stop, ...(Array.isArray(transitions) ? transitions : [transitions])];
    if (body['always'] !== undefined) return { ...body, always: withStop(body['always']) };
    return body;
  }

  /** INPUT goes to its next connection (spec: nextNode) once the reply is valid. */
  function onwardAfterInput(module: FlowModule) {
    return to(nextOf(module));
  }

  function handoverOf(module: FlowModule): Handover {
    const s = module.settings;
    return {
      moduleId: module.id,
      mode: text(s['mode']) || 'internal',
      ...(text(s['departmentID']) ? { departmentID: text(s['departmentID']) } : {}),
      ...(text(s['contactCenterIntegrationId']) ? { contactCenterIntegrationId: text(s['contactCenterIntegrationId']) } : {}),
    };
  }

  const states: Record<string, Config> = {};
  flow.modules.forEach((module, index) => {
    const key = keyOf(index);
    const meta = { moduleId: module.id, type: module.type, name: module.name };
    const tags = list(module.settings['conversationTags']).filter((t): t is string => typeof t === 'string');
    const enter = { type: 'enter', params: { moduleId: module.id, tags } };
    if (module.type === 'END') {
      states[key] = { id: key, type: 'final', meta, entry: [enter] };
      return;
    }
    if (module.type === 'SWITCH') {
      states[key] = { id: key, type: 'final', meta, entry: [enter, logOf(module, `switching to assistant ${text(module.settings['botID'])} version ${text(module.settings['version']) || 'latest'}`)] };
      return;
    }
    const body = guardLoops(module, running(module));
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
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    states: states as any,
    output: ({ context }) => outputOf(context),
  }) as unknown as AnyStateMachine;

  function outputOf(context: ConversationContext): ConversationOutput {
    const module = context.moduleId ? modules.get(context.moduleId) : undefined;
    if (module?.type === 'SWITCH') return { kind: 'switch', moduleId: module.id, target: { botId: text(module.settings['botID']), version: text(module.settings['version']) } };
    if (module?.type === 'HANDOVER') return { kind: 'handedOver', handover: handoverOf(module) };
    return { kind: 'ended', moduleId: context.moduleId ?? '' };
  }
}
