import { z } from 'zod';

/** A required text field: "<name> is required." when absent or blank, "<name> must be a string." otherwise. */
export function requiredText(name: string, max = 200) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${name} is required.` : `${name} must be a string.`) })
    .trim()
    .min(1, `${name} is required.`)
    .max(max, `${name} is at most ${max} characters.`);
}
