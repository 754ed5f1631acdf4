import type { FlowModuleOf } from '../../../services/contracts/modules';
import type { BotMessage, ConversationContext, GenerativeAnswer } from '../conversation';
import { nextOf, optionTarget } from '../connections';
import type { PathDraft } from '../pathRules';
import type { ModuleCompiler } from './compiler';

type Generative = FlowModuleOf<'GENERATIVE'>;

/** The parameter an answer is kept in when returnAnswerAsParameterOnly is on and the module names none (inputParam). */
export const GENERATIVE_ANSWER_PARAM = 'GENERATIVE_ANSWER';
/** An answer a generated path expects (the replay's local fake answers it). */
const SAMPLE_ANSWER: GenerativeAnswer = { kind: 'answer', text: 'An answer from the knowledge base.', source: 'Knowledge-base document' };
const SAMPLE_QUESTION = 'What can you tell me about this?';
const SAMPLE_NO_ANSWER = 'nothing in the knowledge base is similar enough';
/** The reply rule's key: a question to a module that waits (MESSAGE mode). */
const ASKED = 'message';

/** The parameter counting the module's answers in this conversation (for its message limit). */
export const answersParam = (module: Generative): string => `GENERATIVE_ANSWERS_${module.id.replace(/[^A-Za-z0-9_]/g, '_')}`;
/** The parameter the answer is kept in, '' when it is said instead. */
export const answerParam = (module: Generative): string =>
  module.settings.returnAnswerAsParameterOnly ? (module.settings.inputParam ?? '').trim().replace(/^#/, '') || GENERATIVE_ANSWER_PARAM : '';
/** Answers after which the messageLimit connection is followed, null without a limit. */
export const messageLimit = (module: Generative): number | null => (module.settings.useMessageLimit ? (module.settings.messageLimitCount ?? 1) : null);
/** The module's intents (by name, each once) with where each leads. */
export const intentRoutes = (module: Generative): Array<{ name: string; to: string | null }> =>
  [...new Set((module.settings.intents ?? []).map((intent) => intent.name))].map((name) => ({ name, to: module.connections.find((c) => c.intent === name)?.id ?? null }));
const waitsForMessage = (module: Generative) => (module.settings.aiMode ?? 'MESSAGE') === 'MESSAGE';

/** What the person reads: the answer and the document its passage came from (unless the answer already names it). */
export function answerMessage(moduleId: string, answer: GenerativeAnswer): BotMessage {
  const cites = answer.kind === 'answer' && answer.source !== null && !answer.text.includes(answer.source);
  const text = answer.kind === 'answer' ? (cites ? `${answer.text} (from: ${answer.source})` : answer.text) : '';
  return { moduleId, messageType: 'TEXT', content: { text } };
}

const outputOf = (event: unknown) => (event as { output?: GenerativeAnswer }).output;

/**
 * GENERATIVE, 'Auto Generative' (spec 03 sections 2.6, 3.2, 5.4, 9): in MESSAGE mode the module
 * waits for the person's question, in INPUT mode it takes the last reply. The generativeAnswer
 * actor retrieves passages of the module's knowledge base and asks the generative connection:
 * a matching knowledge-base intent follows its { id, intent } connection; an answer is said
 * with its source (or kept in a parameter, then the { optionID: 'returnAsParameter' }
 * connection); then the next connection, else the module waits for the next question. After
 * messageLimitCount answers the next question follows { optionID: 'messageLimit' }. No answer
 * (Use Only KB found nothing, the provider failed or timed out) follows the fallback.
 */
export const generativeCompiler: ModuleCompiler<'GENERATIVE'> = {
  compile(module, kit) {
    const limit = messageLimit(module);
    const count = answersParam(module);
    const param = answerParam(module);
    const next = nextOf(module);
    const logOutput = { type: 'log', params: ({ event }: { event: unknown }) => ({ moduleId: module.id, moduleType: module.type, text: reasonOf(outputOf(event)) }) };
    const answered = param
      ? {
          target: kit.to(optionTarget(module, 'returnAsParameter') ?? next),
          actions: [{ type: 'keepAnswer', params: { param, count } }, kit.logOf(module, `the answer is kept in #${param}`)],
        }
      : {
          target: next ? kit.to(next) : 'waiting',
          actions: [
            { type: 'say', params: ({ event }: { event: unknown }) => answerMessage(module.id, outputOf(event) ?? { kind: 'noAnswer', reason: '' }) },
            { type: 'keepAnswer', params: { param: '', count } },
          ],
        };
    const asking = kit.effect(
      module,
      'generativeAnswer',
      ({ context }: { context: ConversationContext }) => ({ moduleId: module.id, settings: module.settings, question: context.lastInput?.text ?? '', params: context.params }),
      [
        ...intentRoutes(module).map((route) => ({
          guard: { type: 'answerIs', params: { kind: 'intent', intent: route.name } },
          target: kit.to(route.to),
          actions: [kit.logOf(module, `the question matches the intent ${route.name}`)],
        })),
        { guard: { type: 'answerIs', params: { kind: 'answer' } }, ...answered },
        { target: kit.to(module.fallback ?? next), actions: [logOutput] },
      ],
      'the generative answer failed',
    );
    const checking = {
      always: [
        ...(limit === null
          ? []
          : [
              {
                guard: { type: 'countReached', params: { param: count, count: limit } },
                target: kit.to(optionTarget(module, 'messageLimit')),
                actions: [kit.logOf(module, `the message limit of ${limit} is reached`)],
              },
            ]),
        { target: 'asking' },
      ],
    };
    return {
      final: false,
      state: {
        initial: waitsForMessage(module) ? 'waiting' : 'checking',
        states: { waiting: { on: { USER_MESSAGE: { target: 'checking', actions: ['remember'] } } }, checking, asking },
      },
    };
  },
  transitions(module, kit) {
    if (waitsForMessage(module)) kit.add(ASKED, 'valid', 'the person asks a question', module.id);
    const limit = messageLimit(module);
    if (limit !== null) {
      const to = optionTarget(module, 'messageLimit');
      kit.add(
        'messageLimit',
        'route',
        `${limit} answers given: the message limit`,
        to,
        module.connections.find((c) => c.optionID === 'messageLimit'),
      );
    }
    for (const route of intentRoutes(module)) {
      kit.add(
        `intent:${route.name}`,
        'route',
        `the question matches the intent ${route.name}`,
        route.to,
        module.connections.find((c) => c.intent === route.name),
      );
    }
    const param = answerParam(module);
    if (param) {
      const to = optionTarget(module, 'returnAsParameter') ?? nextOf(module);
      kit.add('parameter', 'effectOk', `the answer is kept in #${param}`, to, module.connections.find((c) => c.optionID === 'returnAsParameter') ?? kit.next);
    } else if (kit.next) kit.add('answered', 'effectOk', 'the answer is said', kit.next.id, kit.next);
    else kit.add('answered', 'effectOk', 'the answer is said; the module waits for the next question', module.id);
    kit.fallBack('noAnswer', 'noRoute', 'no answer: nothing similar enough, or the provider failed');
    kit.fallBack('failed', 'effectFailed', 'the generative answer fails');
  },
  walk(module, kit) {
    // A module in MESSAGE mode waits; the person's question comes back here through the reply rule.
    const asked = kit.entered.taken.length === 1 && kit.entered.taken[0] === `${module.id}>${ASKED}`;
    if (waitsForMessage(module) && !asked) {
      kit.stop('waiting');
      return;
    }
    if (kit.looping()) return;
    const count = answersParam(module);
    const given = Number(kit.entered.params[count] ?? 0);
    const limit = messageLimit(module);
    if (limit !== null && given >= limit) {
      kit.go('messageLimit', optionTarget(module, 'messageLimit'));
      return;
    }
    const effect = (answer: GenerativeAnswer) => ({ kind: 'generative' as const, moduleId: module.id, ok: true as const, answer });
    for (const route of intentRoutes(module)) kit.go(`intent:${route.name}`, route.to, kit.answered(effect({ kind: 'intent', intent: route.name })));
    const param = answerParam(module);
    const kept: Record<string, string> = { [count]: String(given + 1), ...(param && SAMPLE_ANSWER.kind === 'answer' ? { [param]: SAMPLE_ANSWER.text } : {}) };
    const answered = kit.answered(effect(SAMPLE_ANSWER), kept);
    if (param) kit.go('parameter', optionTarget(module, 'returnAsParameter') ?? kit.next, answered);
    else {
      const said: PathDraft = { ...answered, messages: [...answered.messages, answerMessage(module.id, SAMPLE_ANSWER)] };
      if (kit.next) kit.go('answered', kit.next, said);
      else kit.stop('waiting', said, 'answered');
    }
    kit.go('noAnswer', kit.fallBack, kit.answered(effect({ kind: 'noAnswer', reason: SAMPLE_NO_ANSWER })));
    kit.go('failed', kit.fallBack, kit.answered({ kind: 'generative', moduleId: module.id, ok: false }));
  },
  replies: () => [{ input: { text: SAMPLE_QUESTION, messageType: 'TEXT' }, says: `asks “${SAMPLE_QUESTION}”` }],
  reply: (module) => ({ valid: true, to: module.id, key: ASKED, param: '', value: '' }),
  conditions(module) {
    const limit = messageLimit(module);
    return limit === null ? [] : [{ id: `${module.id}-messageLimit`, ifCondition: `#${answersParam(module)}`, ifOperator: 'LESS_THAN', ifTargets: [String(limit)] }];
  },
  setsParameters: (module) => [answersParam(module), ...(answerParam(module) ? [answerParam(module)] : [])],
};

function reasonOf(answer: GenerativeAnswer | undefined): string {
  if (!answer) return 'the generative answer failed';
  if (answer.kind === 'noAnswer') return `no answer (${answer.reason}); following the fallback`;
  return `the question matches the intent ${answer.kind === 'intent' ? answer.intent : ''}, which has no connection here; following the fallback`;
}
