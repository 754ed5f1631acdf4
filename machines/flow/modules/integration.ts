import type { SettingsOf } from '../../../services/contracts/modules';
import { nextOf } from '../connections';
import type { ModuleCompiler } from './compiler';

/** A variable's parameter name without its '#'. */
const parameterOf = (name: string) => name.replace(/^#/, '');

/**
 * Sample values of an integration's response variables: the body the local fake answers and
 * the variables the engine keeps (each mapped name read back from the body as the engine does).
 */
export function integrationAnswer(
  settings: SettingsOf<'INTEGRATION'>,
  override: Record<string, string> = {},
): { body: Record<string, unknown>; variables: Record<string, string> } {
  const body: Record<string, unknown> = {};
  const mapped: Record<string, string> = {};
  for (const [rawName, path] of Object.entries(settings.variables ?? {})) {
    const name = parameterOf(rawName);
    const parts = path.split('.').filter(Boolean);
    if (parts[0]?.toLowerCase() === 'response') parts.shift();
    const leaf = parts.pop();
    if (leaf === undefined) continue;
    const value = override[name] ?? `${name} value`;
    let at: Record<string, unknown> | null = body;
    for (const part of parts) {
      if (at[part] === undefined) at[part] = {};
      const inner: unknown = at[part];
      // A value already at this part of the path clashes: the variable is left out.
      at = typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : null;
      if (!at) break;
    }
    if (!at || (at[leaf] !== undefined && typeof at[leaf] === 'object')) continue;
    at[leaf] = value;
    mapped[name] = value;
  }
  if (settings.responseFormat === 'xml') return { body, variables: {} };
  const variables: Record<string, string> = {};
  if (settings.responseReceiveOption !== 'manually') {
    for (const [key, value] of Object.entries(body)) if (typeof value !== 'object') variables[key] = String(value);
  }
  for (const [name, value] of Object.entries(mapped)) variables[name] = value;
  return { body, variables };
}

/**
 * INTEGRATION, the integration call: the integrationCall actor with the module's settings
 * and the conversation's parameters; the answer's variables are kept, a failure falls back.
 * The request carries the module's typed settings; the server's executor makes the call.
 */
export const integrationCompiler: ModuleCompiler<'INTEGRATION'> = {
  compile: (module, kit) => {
    const state = kit.effect(
      module,
      'integrationCall',
      ({ context }) => ({ moduleId: module.id, settings: module.settings, params: context.params }),
      { target: kit.to(nextOf(module)), actions: ['keepVariables'] },
      'the integration call failed',
    );
    const invoke = state['invoke'] as Record<string, unknown>;
    // A failure the server gives a reason for (an unknown {{secret.NAME}}) says it; others stay generic.
    const failed = {
      type: 'log',
      params: ({ event }: { event: { error?: unknown } }) => {
        const reason = (event.error as { reason?: unknown } | undefined)?.reason;
        return { moduleId: module.id, moduleType: module.type, text: typeof reason === 'string' ? `the integration call failed: ${reason}` : 'the integration call failed' };
      },
    };
    return { final: false, state: { invoke: { ...invoke, onError: { target: kit.fallBack(module, '')['target'], actions: [failed] } } } };
  },
  transitions(_module, kit) {
    kit.add('ok', 'effectOk', 'the integration call answers', kit.next?.id ?? null, kit.next);
    kit.fallBack('failed', 'effectFailed', 'the integration call fails');
  },
  walk(module, kit) {
    // One answer with the sample values, and one per value a condition on a variable tests.
    const names = Object.keys(module.settings.variables ?? {}).map(parameterOf);
    const overrides = [{}, ...names.flatMap((name) => kit.valuesFor(name).map((value) => ({ [name]: value })))];
    for (const override of overrides) {
      const answer = integrationAnswer(module.settings, override);
      kit.go('ok', kit.next, kit.answered({ kind: 'integration', moduleId: module.id, ok: true, ...answer }, answer.variables));
    }
    kit.go('failed', kit.fallBack, kit.answered({ kind: 'integration', moduleId: module.id, ok: false }));
  },
  setsParameters: (module) => Object.keys(module.settings.variables ?? {}).map(parameterOf),
};
