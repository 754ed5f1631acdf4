import type { FlowModule } from '../../services/contracts/modules';
import type { BotMessage, ConversationContext } from './conversation';
import type { CompileKit, Transition } from './modules/compiler';
import { nextOf } from './connections';
import { substitute } from './parameters';

/** The state a conversation waits in for the next message when a module leads nowhere. */
export const IDLE = 'idle';

/**
 * The kit the compile steps of one flow share: `keys` maps module ids to their state ids,
 * `random` picks among text alternatives.
 */
export function createKit(keys: ReadonlyMap<string, string>, random: () => number): CompileKit {
  const to = (id: string | null | undefined) => (id && keys.has(id) ? `#${keys.get(id)}` : `#${IDLE}`);
  const logOf = (module: FlowModule, text: string) => ({ type: 'log' as const, params: { moduleId: module.id, moduleType: module.type, text } });
  const fallBack = (module: FlowModule, reason: string) => ({ target: to(module.fallback ?? nextOf(module)), actions: [logOf(module, reason)] });

  return {
    to,
    has: (id) => keys.has(id),
    logOf,
    fallBack,
    onward: (module) => to(nextOf(module) ?? module.fallback ?? null),
    effect: (module, src, input, onDone, failure) => ({
      invoke: { id: `${src}-${keys.get(module.id)}`, src, input, onDone, onError: fallBack(module, failure) },
    }),
    invalidReply(module, reaskState, reason, errorMessage) {
      const reask = errorMessage
        ? [
            {
              type: 'say',
              params: ({ context }: { context: ConversationContext }) => ({
                moduleId: module.id,
                messageType: 'TEXT',
                content: { text: substitute(errorMessage, context.params) },
              }),
            },
          ]
        : [];
      const transitions: Transition[] = [];
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
    },
    speakOnEntry(module, messages) {
      const count = messages({}, () => 0).length;
      return Array.from({ length: count }, (_, index) => ({
        type: 'say',
        params: ({ context }: { context: ConversationContext }): BotMessage =>
          messages(context.params, random)[index] ?? { moduleId: module.id, messageType: 'TEXT', content: { text: '' } },
      }));
    },
    notRun(module) {
      const reason = `${module.type} modules do not run in this version of the engine`;
      const target = module.fallback ?? nextOf(module);
      return {
        final: false,
        state: {
          entry: [logOf(module, target ? `${reason}; following its ${module.fallback ? 'fallback' : 'connection'}` : `${reason}; the conversation waits for the next message`)],
          always: { target: to(target) },
        },
      };
    },
  };
}
