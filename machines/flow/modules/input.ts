import type { FlowModuleOf, SettingsOf } from '../../../services/contracts/modules';
import type { BotMessage } from '../conversation';
import { nextOf } from '../connections';
import { parameterKey, substitute, type UserInput } from '../parameters';
import { errorSaid, type PathReply, type ReplySamples, type Sample } from '../pathRules';
import { invalidSample, validSample, type ReplyCheck } from '../pathSamples';
import type { ModuleCompiler } from './compiler';

/** Spec 5.6 presets and identification checks. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** A phone number: an optional +, then 7 to 15 digits (spaces, dashes and brackets ignored). */
export const PHONE_PATTERN = /^\+?\d{7,15}$/;

const MEDIA_TYPES = ['IMAGE', 'FILE', 'AUDIO', 'VIDEO', 'LOCATION'] as const;

/** A validator regex with its flags, or null when it does not compile ('g' and 'y' dropped: a test must not keep state). */
export function validatorOf(pattern: unknown, flags: unknown): RegExp | null {
  if (typeof pattern !== 'string' || pattern === '') return null;
  const safeFlags = (typeof flags === 'string' ? flags : '').replace(/[^imsu]/g, '');
  try {
    return new RegExp(pattern, [...new Set(safeFlags)].join(''));
  } catch {
    return null;
  }
}

export type InputCheck = { valid: true; value: string } | { valid: false; reason: string };

/** Whether an INPUT module accepts what was sent (spec 5.6): type, identification kind, validator. */
export function checkReply(settings: SettingsOf<'INPUT'>, input: UserInput): InputCheck {
  const inputType = settings.inputType ?? 'Any';
  const value = input.text.trim();
  if ((MEDIA_TYPES as readonly string[]).includes(inputType) && input.messageType !== inputType) {
    return { valid: false, reason: `expected a ${inputType} message, got ${input.messageType}` };
  }
  if (inputType === 'TEXT' && input.messageType !== 'TEXT') return { valid: false, reason: `expected a TEXT message, got ${input.messageType}` };
  if (inputType === 'IDENTIFICATION') {
    const kind = settings.identifier === 'pn' || parameterKey(settings.param ?? '') === 'PHONE' ? 'pn' : 'em';
    const ok = kind === 'pn' ? PHONE_PATTERN.test(value.replace(/[\s()-]/g, '')) : EMAIL_PATTERN.test(value);
    if (!ok) return { valid: false, reason: kind === 'pn' ? 'not a phone number' : 'not an e-mail address' };
  }
  if (settings.validator !== undefined && settings.validator !== '') {
    const regex = validatorOf(settings.validator, settings.validatorFlag);
    if (!regex) return { valid: false, reason: 'the validation pattern does not compile' };
    if (!regex.test(value)) return { valid: false, reason: `does not match ${settings.validator}` };
  }
  if (inputType !== 'Any' && !(MEDIA_TYPES as readonly string[]).includes(inputType) && value === '') return { valid: false, reason: 'empty' };
  return { valid: true, value };
}

/** What the path generator needs to find replies for an INPUT: its input type, its validator and the engine's check. */
function replyCheckOf(settings: SettingsOf<'INPUT'>): ReplyCheck {
  return {
    inputType: settings.inputType ?? 'Any',
    validator: settings.validator ?? '',
    regex: validatorOf(settings.validator ?? '', settings.validatorFlag),
    accepts: (input) => checkReply(settings, input).valid,
  };
}

/** A reply an INPUT with these settings accepts and one it refuses, each checked by checkReply (or why none can be generated). */
export function inputSamples(settings: SettingsOf<'INPUT'>): ReplySamples {
  const check = replyCheckOf(settings);
  return { valid: validSample(check), invalid: invalidSample(check) };
}

/** A generated sample as a step in words. */
const sampleReply = (sample: Sample, what: 'valid' | 'invalid'): PathReply => ({
  input: sample.input,
  says: `${sample.input.messageType === 'TEXT' ? 'writes' : 'sends'} “${sample.input.text}” (${what}: ${sample.source})`,
});

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
  transitions(module, kit) {
    kit.add('valid', 'valid', 'a valid reply', kit.next?.id ?? null, kit.next);
    kit.add('invalidAgain', 'invalidAgain', 'an invalid reply: asked again', module.id);
    if (kit.fallback) kit.add('invalidFallback', 'invalidFallback', `an invalid reply after ${module.fallbackCount ?? 0} retries: fallback`, kit.fallback, 'fallback');
  },
  messages: (module, params) => messages(module, params),
  walk: (_module, kit) => kit.stop('waiting', kit.said()),
  samples: (module) => inputSamples(module.settings),
  replies(module, kit) {
    const { valid, invalid } = kit.samples() ?? inputSamples(module.settings);
    const out: PathReply[] = valid.ok ? [sampleReply(valid.sample, 'valid')] : [];
    // Values a logic condition tests, where the module accepts them.
    const param = parameterKey(module.settings.param ?? '');
    for (const value of [...(param ? kit.valuesFor(param) : []), ...kit.valuesFor('LASTMESSAGEVALUE')]) {
      const input = { text: value, messageType: 'TEXT' };
      if (checkReply(module.settings, input).valid && !out.some((c) => c.input.text === value)) out.push({ input, says: `writes “${value}” (valid; a logic condition tests it)` });
    }
    if (invalid.ok) out.push(sampleReply(invalid.sample, 'invalid'));
    return out;
  },
  reply(module, input, kit) {
    const { param = '', errorMessage = '' } = module.settings;
    if (checkReply(module.settings, input).valid) return { valid: true, to: nextOf(module), key: 'valid', param, value: input.text.trim() };
    // Without an error message the question is asked again.
    return { valid: false, said: errorMessage ? errorSaid(module.id, errorMessage, kit.params) : messages(module, kit.params) };
  },
  setsParameters: (module) => (module.settings.param ? [parameterKey(module.settings.param)] : []),
};
