import type { FlowModuleOf } from '../../../services/contracts/modules';
import type { BotMessage } from '../conversation';
import { nextOf, substitute } from '../rules';
import type { ModuleCompiler } from './compiler';

/** What an INPUT says: its prompt, when it has one. */
function messages(module: FlowModuleOf<'INPUT'>, params: Record<string, string>): BotMessage[] {
  const prompt = module.settings.prompt;
  return prompt ? [{ moduleId: module.id, messageType: 'TEXT', content: { text: substitute(prompt, params) } }] : [];
}

/**
 * INPUT: asks its prompt, then waits. A valid reply (type, identification, validator) is
 * kept in the module's parameter and goes to the next connection (spec: nextNode); an
 * invalid one says the error message and waits again (without one the prompt is asked
 * again, never a silent wait), and falls back after the retries.
 */
export const inputCompiler: ModuleCompiler<'INPUT'> = {
  compile(module, kit) {
    const param = module.settings.param ?? '';
    const errorMessage = module.settings.errorMessage ?? '';
    return {
      final: false,
      state: {
        initial: 'asking',
        states: {
          asking: { entry: kit.speakOnEntry(module, (params) => messages(module, params)), always: 'waiting' },
          waiting: {
            on: {
              USER_MESSAGE: [
                {
                  guard: { type: 'inputValid', params: { moduleId: module.id } },
                  target: kit.to(nextOf(module)),
                  actions: ['remember', { type: 'keepParam', params: { moduleId: module.id, param } }],
                },
                ...kit.invalidReply(module, errorMessage ? 'waiting' : 'asking', 'the reply is not valid input', errorMessage),
              ],
            },
          },
        },
      },
    };
  },
  messages: (module, params) => messages(module, params),
};
