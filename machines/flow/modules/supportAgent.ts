import type { FlowModuleOf } from '../../../services/contracts/modules';
import { optionTarget } from '../connections';
import type { AgentAnswer, AgentRequest, BotMessage, ConversationContext } from '../conversation';
import type { EffectScript, PathReply } from '../pathRules';
import type { ModuleCompiler } from './compiler';

type AgentModule = FlowModuleOf<'SUPPORT_AGENT'>;

/** The connection option of an exit function. */
export const exitOption = (functionName: string) => `function:${functionName}`;
/** What a path writes to the agent, and to find the agent failing. */
export const AGENT_SAMPLE = 'hello';
export const AGENT_SAMPLE_REPLY = 'How can I help you?';
export const AGENT_FAILURE_SAMPLE = 'anything (the agent fails)';
const exitSample = (functionName: string) => `(asks for ${functionName})`;

/** The agent's exit functions that lead somewhere, with their targets. */
export function exitsOf(module: AgentModule): Array<{ functionName: string; target: string }> {
  const names = new Set([...(module.settings.allExitFunctions ?? []), ...module.connections.flatMap((c) => (c.optionID?.startsWith('function:') ? [c.optionID.slice(9)] : []))]);
  return [...names].flatMap((functionName) => {
    const target = optionTarget(module, exitOption(functionName));
    return target ? [{ functionName, target }] : [];
  });
}

/** The product button text for the conversation's language (#LANGUAGE), else the default one (spec 03 section 5.10). */
export function productButtonText(module: AgentModule, params: Record<string, string>): string {
  const language = (params['LANGUAGE'] ?? '').toLowerCase();
  const localized = Object.entries(module.settings.localizedButtonTexts ?? {});
  const exact = localized.find(([locale]) => locale.toLowerCase() === language);
  const sameLanguage = localized.find(([locale]) => language !== '' && locale.toLowerCase().split(/[-_]/)[0] === language.split(/[-_]/)[0]);
  return (exact ?? sameLanguage)?.[1] ?? module.settings.defaultProductButtonText ?? '';
}

/** What the agent's reply looks like in the conversation: its text, with the product button text when the module has one. */
export function agentMessage(module: AgentModule, text: string, params: Record<string, string>): BotMessage {
  const buttonText = productButtonText(module, params);
  return { moduleId: module.id, messageType: 'TEXT', content: { text, ...(buttonText ? { productButtonText: buttonText } : {}) } };
}

function requestOf(module: AgentModule, context: ConversationContext): AgentRequest {
  const { partnerName = '', agentId = '', agentVersionId = '' } = module.settings;
  return {
    moduleId: module.id,
    partnerName,
    agentId,
    agentVersionId,
    exitFunctions: [...new Set([...(module.settings.allExitFunctions ?? []), ...exitsOf(module).map((e) => e.functionName)])],
    transcript: context.agent?.moduleId === module.id ? context.agent.turns : [],
  };
}

/** What the agent answers on a path for a reply. */
function scripted(module: AgentModule, text: string): { key: string; to?: string | null; answer?: AgentAnswer; effect: EffectScript } {
  if (text === AGENT_FAILURE_SAMPLE) return { key: 'failed', to: module.fallback ?? null, effect: { kind: 'agent', moduleId: module.id, ok: false } };
  const exit = exitsOf(module).find((e) => exitSample(e.functionName) === text);
  if (exit) {
    const answer: AgentAnswer = { kind: 'exit', functionName: exit.functionName };
    return { key: `exit:${exit.functionName}`, to: exit.target, answer, effect: { kind: 'agent', moduleId: module.id, ok: true, answer } };
  }
  const answer: AgentAnswer = { kind: 'reply', text: AGENT_SAMPLE_REPLY };
  return { key: 'reply', answer, effect: { kind: 'agent', moduleId: module.id, ok: true, answer } };
}

type DoneArgs = { context: ConversationContext; event: unknown };
const answerOf = (event: unknown) => (event as { output?: AgentAnswer }).output;

/**
 * SUPPORT_AGENT, 'AI Agent (LLM)' (spec 03 sections 2.15, 5.10): a conversation with the
 * module's agent. Each message of the person goes with the conversation so far (bounded) to
 * the agent (agentReply); its reply is said and the module waits for the next message; a call
 * of an exit function leaves by that function's connection; an error, or an exit function
 * without a connection, follows the fallback.
 */
export const supportAgentCompiler: ModuleCompiler<'SUPPORT_AGENT'> = {
  compile(module, kit) {
    const log = (text: (args: DoneArgs) => string) => ({ type: 'log', params: (args: DoneArgs) => ({ moduleId: module.id, moduleType: module.type, text: text(args) }) });
    const fallBack = kit.to(module.fallback ?? null);
    const thinking = kit.effect(
      module,
      'agentReply',
      ({ context }: { context: ConversationContext }) => requestOf(module, context),
      [
        ...exitsOf(module).map(({ functionName, target }) => ({
          guard: { type: 'agentExits', params: { functionName } },
          target: kit.to(target),
          actions: [kit.logOf(module, `the agent called ${functionName}`)],
        })),
        {
          guard: 'agentReplies',
          target: 'waiting',
          actions: [
            'agentReplied',
            { type: 'say', params: ({ context, event }: DoneArgs) => agentMessage(module, (answerOf(event) as { text?: string } | undefined)?.text ?? '', context.params) },
          ],
        },
        {
          target: fallBack,
          actions: [log(({ event }) => `the agent called ${(answerOf(event) as { functionName?: string } | undefined)?.functionName ?? 'a function'}, which leads nowhere`)],
        },
      ],
      'the agent failed',
    );
    (thinking['invoke'] as Record<string, unknown>)['onError'] = {
      target: fallBack,
      actions: [log(({ event }) => `the agent failed: ${String((event as { error?: { message?: unknown } }).error?.message ?? 'no reason given')}`)],
    };
    return {
      final: false,
      state: {
        entry: [{ type: 'agentStarts', params: { moduleId: module.id } }],
        initial: 'waiting',
        states: { waiting: { on: { USER_MESSAGE: { target: 'thinking', actions: ['remember', 'agentHeard'] } } }, thinking },
      },
    };
  },
  transitions(module, kit) {
    for (const { functionName, target } of exitsOf(module)) {
      const connection = module.connections.find((c) => c.optionID === exitOption(functionName));
      kit.add(`exit:${functionName}`, 'option', `the agent calls ${functionName}`, target, connection);
    }
    kit.add('reply', 'effectOk', 'the agent replies', module.id);
    kit.add('failed', 'effectFailed', 'the agent fails', kit.fallback, kit.fallback ? 'fallback' : undefined);
  },
  walk: (_module, kit) => kit.stop('waiting'),
  replies: (module) => [
    { input: { text: AGENT_SAMPLE, messageType: 'TEXT' }, says: `writes “${AGENT_SAMPLE}” (the agent replies)` },
    ...exitsOf(module).map(({ functionName }): PathReply => ({
      input: { text: exitSample(functionName), messageType: 'TEXT' },
      says: `writes so that the agent calls ${functionName}`,
    })),
    { input: { text: AGENT_FAILURE_SAMPLE, messageType: 'TEXT' }, says: 'writes while the agent fails' },
  ],
  reply(module, input, kit) {
    const outcome = scripted(module, input.text);
    if (outcome.answer?.kind === 'reply') return { stays: true, key: outcome.key, said: [agentMessage(module, outcome.answer.text, kit.params)], effects: [outcome.effect] };
    return { valid: true, to: outcome.to ?? null, key: outcome.key, param: '', value: '', effects: [outcome.effect] };
  },
};
