import type { FlowModuleOf } from '../../../services/contracts/modules';
import type { BotMessage } from '../conversation';
import { substitute } from '../parameters';
import type { ModuleCompiler } from './compiler';

/**
 * What a MESSAGE says: one of its text alternatives (picked by `random`, #parameters filled
 * in), or its files, an image with its caption.
 */
function messages(module: FlowModuleOf<'MESSAGE'>, params: Record<string, string>, random: () => number): BotMessage[] {
  const say = (messageType: string, content: Record<string, unknown>): BotMessage => ({ moduleId: module.id, messageType, content });
  const settings = module.settings;
  if (settings.messageType === undefined || settings.messageType === 'TEXT') {
    const alternatives = (settings.payloads ?? []).filter((p) => p.trim() !== '');
    if (!alternatives.length) return [];
    const picked = alternatives[Math.min(alternatives.length - 1, Math.floor(random() * alternatives.length))]!;
    return [say('TEXT', { text: substitute(picked, params) })];
  }
  const messageType = settings.messageType;
  return (settings.payloads ?? []).flatMap((p) => {
    if (typeof p === 'string') return p ? [say(messageType, { link: p })] : [];
    return p.link ? [say(messageType, { link: p.link, ...(p.caption ? { caption: substitute(p.caption, params) } : {}) })] : [];
  });
}

/** MESSAGE: says its messages on entry and goes on. */
export const messageCompiler: ModuleCompiler<'MESSAGE'> = {
  compile: (module, kit) => ({
    final: false,
    state: { entry: kit.speakOnEntry(module, (params, random) => messages(module, params, random)), always: { target: kit.onward(module) } },
  }),
  transitions: (_module, kit) => kit.onward('next', 'next', 'goes on'),
  messages,
  walk(_module, kit) {
    const said = kit.said();
    if (!kit.looping(said)) kit.go('next', kit.onward, said);
  },
};
