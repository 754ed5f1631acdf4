import type { FlowConnection } from '../../../services/contracts/flow';
import type { FlowModuleOf } from '../../../services/contracts/modules';
import type { AiPrediction, AiPredictRequest, ConversationContext, PredictionOutcome } from '../conversation';
import { nextOf } from '../connections';
import type { EffectScript, PathReply } from '../pathRules';
import type { CompileKit, ModuleCompiler, StateConfig } from './compiler';

type AiModule = FlowModuleOf<'AI'>;

/** Spec 03 sections 5.1, 9: the prediction threshold when the module has none. */
export const DEFAULT_THRESHOLD = 0.5;
/** What a path writes to match no intent, and to find the AI connection failing. */
export const NO_INTENT_SAMPLE = 'something else';
export const FAILURE_SAMPLE = 'anything (the AI connection fails)';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const thresholdOf = (module: AiModule) => module.settings.threshold ?? DEFAULT_THRESHOLD;

/** The intents the module leads somewhere from, each with its connection (the first one per intent, names compared ignoring case). */
export function intentConnections(module: AiModule): Array<{ intent: string; connection: FlowConnection }> {
  const out: Array<{ intent: string; connection: FlowConnection }> = [];
  for (const connection of module.connections) {
    const intent = connection.intent;
    if (typeof intent === 'string' && intent.trim() !== '' && !out.some((c) => same(c.intent, intent))) out.push({ intent, connection });
  }
  return out;
}

/** Whether a prediction takes the intent's connection: the intent is the top one and its score reaches the threshold. */
export function intentTaken(prediction: AiPrediction | undefined, intent: string, threshold: number): boolean {
  return !!prediction && prediction.intent !== null && same(prediction.intent, intent) && prediction.score >= threshold;
}

/** Why a prediction takes no intent's connection, for the conversation's log. */
export function missReason(module: AiModule, prediction: AiPrediction | undefined): string {
  const threshold = thresholdOf(module);
  if (!prediction || prediction.intent === null) return 'no intent recognised';
  if (prediction.score < threshold) return `the intent ${prediction.intent} (score ${prediction.score}) is below the threshold ${threshold}`;
  return `the intent ${prediction.intent} (score ${prediction.score}) leads nowhere`;
}

/** What the module asks the AI connection to recognise. */
function requestOf(module: AiModule, text: string): AiPredictRequest {
  const nodeSettings = module.settings.aiActionModuleNodeSettings;
  return {
    moduleId: module.id,
    connectionId: module.settings.aiType ?? '',
    text,
    threshold: thresholdOf(module),
    ...(nodeSettings ? { aiActionModuleNodeSettings: nodeSettings } : {}),
  };
}

type DoneArgs = { event: unknown };
const predictionOf = (event: unknown) => (event as { output?: AiPrediction }).output;

/** The prediction as an invoked actor: each intent's connection, else the fallback (else the plain connection); an error falls back with its reason. */
function predicting(module: AiModule, kit: CompileKit): StateConfig {
  const threshold = thresholdOf(module);
  const connectionId = module.settings.aiType ?? '';
  const outcomeOf = (event: unknown, outcome: PredictionOutcome['outcome']): PredictionOutcome => {
    const prediction = outcome === 'error' ? undefined : predictionOf(event);
    return { intent: prediction?.intent ?? null, score: prediction?.score ?? 0, outcome, connectionId };
  };
  const log = (text: (args: DoneArgs) => string, outcome: PredictionOutcome['outcome']) => ({
    type: 'log',
    params: (args: DoneArgs) => ({ moduleId: module.id, moduleType: module.type, text: text(args), prediction: outcomeOf(args.event, outcome) }),
  });
  const state = kit.effect(
    module,
    'aiPredict',
    ({ context }: { context: ConversationContext }) => requestOf(module, context.lastInput?.text ?? ''),
    [
      ...intentConnections(module).map(({ intent, connection }) => ({
        guard: { type: 'predicted', params: { intent, threshold } },
        target: kit.to(connection.id),
        actions: ['keepVariables', log(({ event }) => `the intent ${intent} (score ${predictionOf(event)?.score ?? 0}) is recognised`, 'recognised')],
      })),
      { target: kit.to(module.fallback ?? nextOf(module)), actions: [log(({ event }) => missReason(module, predictionOf(event)), 'fallback')] },
    ],
    'the AI prediction failed',
  );
  const invoke = state['invoke'] as StateConfig;
  invoke['onError'] = {
    target: kit.to(module.fallback ?? nextOf(module)),
    actions: [log(({ event }) => `the AI prediction failed: ${String((event as { error?: { message?: unknown } }).error?.message ?? 'no reason given')}`, 'error')],
  };
  return state;
}

/** What the AI connection answers on a path for a reply, and the transition it takes. */
function scripted(module: AiModule, text: string): { key: string; to: string | null; effect: EffectScript } {
  const fallBack = module.fallback ?? nextOf(module);
  if (text === FAILURE_SAMPLE) return { key: 'failed', to: fallBack, effect: { kind: 'ai', moduleId: module.id, ok: false } };
  const hit = intentConnections(module).find((c) => same(c.intent, text));
  if (hit)
    return {
      key: `intent:${hit.intent}`,
      to: hit.connection.id,
      effect: { kind: 'ai', moduleId: module.id, ok: true, prediction: { intent: hit.intent, score: 1, variables: {} } },
    };
  return { key: 'noMatch', to: fallBack, effect: { kind: 'ai', moduleId: module.id, ok: true, prediction: { intent: null, score: 0, variables: {} } } };
}

/**
 * AI, 'AI Action' (spec 03 section 2.5): the person's message goes to the module's AI
 * connection (aiPredict); the top intent at or above the threshold follows its connection with
 * its entities kept as parameters; below it, no intent, an intent without a connection or a
 * provider error follow the fallback (else the plain connection). aiMode MESSAGE waits for the
 * person's next message; INPUT recognises the last one.
 */
export const aiCompiler: ModuleCompiler<'AI'> = {
  compile(module, kit) {
    if (module.settings.aiMode === 'INPUT') return { final: false, state: predicting(module, kit) };
    return {
      final: false,
      state: {
        initial: 'waiting',
        states: { waiting: { on: { USER_MESSAGE: { target: 'predicting', actions: ['remember'] } } }, predicting: predicting(module, kit) },
      },
    };
  },
  transitions(module, kit) {
    for (const { intent, connection } of intentConnections(module)) kit.add(`intent:${intent}`, 'route', `the intent is ${intent}`, connection.id, connection);
    kit.fallBack('noMatch', 'noRoute', 'no intent at or above the threshold');
    kit.fallBack('failed', 'effectFailed', 'the AI prediction fails');
  },
  walk(module, kit) {
    if (module.settings.aiMode !== 'INPUT') {
      kit.stop('waiting');
      return;
    }
    for (const text of [...intentConnections(module).map((c) => c.intent), NO_INTENT_SAMPLE, FAILURE_SAMPLE]) {
      const { key, to, effect } = scripted(module, text);
      kit.go(key, to, kit.answered(effect));
    }
  },
  replies: (module) => [
    ...intentConnections(module).map(({ intent }): PathReply => ({
      input: { text: intent, messageType: 'TEXT' },
      says: `writes “${intent}” (the AI connection recognises ${intent})`,
    })),
    { input: { text: NO_INTENT_SAMPLE, messageType: 'TEXT' }, says: `writes “${NO_INTENT_SAMPLE}” (no intent recognised)` },
    { input: { text: FAILURE_SAMPLE, messageType: 'TEXT' }, says: 'writes while the AI connection fails' },
  ],
  reply(module, input) {
    const { key, to, effect } = scripted(module, input.text);
    return { valid: true, to, key, param: '', value: '', effects: [effect] };
  },
};
