import type { SettingsOf } from '../../../services/contracts/modules';
import { nextOf } from '../connections';
import type { CodeAnswer, CodeRequest, ConversationContext } from '../conversation';
import { substitute } from '../parameters';
import type { ModuleCompiler } from './compiler';

/**
 * What a code block is given (docs/code-station.md): the conversation's parameters, then the
 * module's parameter rows (keys without '#', values with #parameters substituted).
 */
export function codeParams(settings: SettingsOf<'CODESTATION'>, params: Record<string, string>): Record<string, string> {
  const given: Record<string, string> = { ...params };
  for (const row of settings.parameter ?? []) {
    const key = row.key.replace(/^#/, '').trim();
    if (key) given[key] = substitute(row.value, params);
  }
  return given;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : typeof error === 'string' ? error : 'the code block failed');

/**
 * CODESTATION (spec 03 section 2.7): the runCode actor runs the module's code block (its
 * version, else the newest) in the server's sandbox; the values it returns are kept as
 * parameters and the connection followed. A failure (syntax error, thrown error, time or
 * memory limit, a deleted block) takes the fallback, else the connection, with its reason
 * in the conversation's log.
 */
export const codeStationCompiler: ModuleCompiler<'CODESTATION'> = {
  compile(module, kit) {
    const request = ({ context }: { context: ConversationContext }): CodeRequest => ({
      moduleId: module.id,
      functionId: module.settings.functionId || null,
      functionVersion: module.settings.functionVersion || null,
      params: codeParams(module.settings, context.params),
    });
    const ran = {
      type: 'log',
      params: ({ event }: { event: { output?: CodeAnswer } }) => {
        const names = Object.keys(event.output?.variables ?? {});
        return { moduleId: module.id, moduleType: module.type, text: names.length ? `the code block ran and set ${names.map((n) => `#${n}`).join(', ')}` : 'the code block ran' };
      },
    };
    const effect = kit.effect(module, 'runCode', request, { target: kit.to(nextOf(module)), actions: ['keepVariables', ran] }, 'the code block failed');
    const invoke = effect['invoke'] as Record<string, unknown>;
    const fallBack = kit.fallBack(module, '');
    const failed = {
      type: 'log',
      params: ({ event }: { event: { error?: unknown } }) => ({
        moduleId: module.id,
        moduleType: module.type,
        text: `${reasonOf(event.error)}; following its ${module.fallback ? 'fallback' : 'connection'}`,
      }),
    };
    return { final: false, state: { invoke: { ...invoke, onError: { target: fallBack['target'], actions: [failed] } } } };
  },
  transitions(_module, kit) {
    kit.add('ok', 'effectOk', 'the code block runs', kit.next?.id ?? null, kit.next);
    kit.fallBack('failed', 'effectFailed', 'the code block fails');
  },
  walk(module, kit) {
    // What the block returns is known only when it runs: the walk takes one run that sets nothing and one that fails.
    kit.go('ok', kit.next, kit.answered({ kind: 'code', moduleId: module.id, ok: true, variables: {} }, {}));
    kit.go('failed', kit.fallBack, kit.answered({ kind: 'code', moduleId: module.id, ok: false }));
  },
};
