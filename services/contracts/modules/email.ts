import { z } from 'zod';
import { moduleSettings } from './common';
import { PARAMETER } from './fields';

/**
 * EMAIL (spec 03 sections 2.15, 3.2, 5.9): To and CC take several addresses separated by ';'
 * or ','; the engine fills #parameters in before sending, so an address may be one. The
 * template is HTML.
 */
const ADDRESS = /^[^\s@;,]+@[^\s@;,]+\.[^\s@;,]+$/;

export function splitAddresses(value: string): string[] {
  return value
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const addresses = z.string().superRefine((value, ctx) => {
  const invalid = splitAddresses(value).filter((a) => !ADDRESS.test(a) && !PARAMETER.test(a));
  if (invalid.length) ctx.addIssue({ code: 'custom', message: `These are not valid e-mail addresses: ${invalid.join(', ')}` });
});

export const emailSettings = moduleSettings({
  emailTo: addresses.optional(),
  emailCc: addresses.optional(),
  emailSubject: z.string().optional(),
  emailTemplate: z.string().optional(),
});
export type EmailSettings = z.infer<typeof emailSettings>;
