import { z } from 'zod';
import { moduleSettings } from './common';
import { oneOf } from './fields';

/**
 * INPUT (spec 03 sections 2.8, 3.2, 3.3, 5.6): what the person is asked for, the parameter
 * the answer is kept in and how it is checked. IDENTIFICATION also keeps `identifier`
 * (em or pn, a common field) with the parameter #EMAIL or #PHONE. The spec's nextNode is
 * the plain next connection.
 */
export const INPUT_TYPES = ['Any', 'TEXT', 'IMAGE', 'FILE', 'AUDIO', 'VIDEO', 'LOCATION', 'IDENTIFICATION'] as const;
export const REGEX_FLAGS = ['i', 'g', 'm', 's', 'u', 'y'] as const;

const INVALID_REGEX = 'This is not a valid regular expression with the chosen flags. Check its brackets, quantifiers and escapes.';

const compiles = (pattern: string, flags: string) => {
  try {
    new RegExp(pattern, flags);
    return true;
  } catch {
    return false;
  }
};

export const inputSettings = moduleSettings({
  /** Any when not stored. */
  inputType: oneOf(INPUT_TYPES, 'The input type is Any, TEXT, IMAGE, FILE, AUDIO, VIDEO, LOCATION or IDENTIFICATION.').optional(),
  /** The parameter the answer is kept in ('#name' or 'name'). */
  param: z.string().optional(),
  /** A regular expression the answer must match; empty checks nothing. */
  validator: z.string().optional(),
  validatorFlag: z
    .string()
    .refine(
      (flags) => [...flags].every((f) => (REGEX_FLAGS as readonly string[]).includes(f)) && new Set(flags).size === flags.length,
      'The flags are some of i, g, m, s, u and y, each once.',
    )
    .optional(),
  /** What the module asks before waiting for the answer. */
  prompt: z.string().optional(),
}).superRefine((settings, ctx) => {
  const pattern = settings.validator ?? '';
  if (pattern !== '' && !compiles(pattern, settings.validatorFlag ?? '')) ctx.addIssue({ code: 'custom', path: ['validator'], message: INVALID_REGEX });
});
export type InputSettings = z.infer<typeof inputSettings>;
