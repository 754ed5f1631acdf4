import { z } from 'zod';

/**
 * The company secret manager (docs/secret-manager.md): named values an ADMIN writes and
 * integration calls reference as {{secret.NAME}}. Values are write-only: no answer ever
 * carries one, the list shows a masked hint of the last four characters at most.
 */

/** Where the secret manager's REST calls live (under the core REST base); the company is the companyId query parameter. */
export const SECRETS_API = '/core/v1/secrets';

export const SECRET_NAME_MAX = 64;
export const SECRET_VALUE_MAX = 8192;
export const SECRET_DESCRIPTION_MAX = 500;
/** Letters, digits and underscores, starting with a letter (e.g. SHOP_API_KEY). */
export const SECRET_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** How an integration's URL, query, headers, authorization and body refer to a secret. */
export const SECRET_REFERENCE = /\{\{\s*secret\.([A-Za-z][A-Za-z0-9_]{0,63})\s*\}\}/g;

/** The server's words for refused input (clients show their own translated texts for the same rules). */
export const secretMessages = {
  nameMissing: 'The secret needs a name.',
  nameTooLong: `A secret's name has at most ${SECRET_NAME_MAX} characters.`,
  nameInvalid: "A secret's name uses letters, digits and underscores and starts with a letter (e.g. SHOP_API_KEY).",
  nameTaken: 'The company already has a secret with this name.',
  valueMissing: 'The secret needs a value.',
  valueTooLong: `A secret's value has at most ${SECRET_VALUE_MAX} characters.`,
  descriptionTooLong: `A secret's description has at most ${SECRET_DESCRIPTION_MAX} characters.`,
  notFound: 'This secret does not exist.',
  adminOnly: 'Only an ADMIN of the company can change its secrets.',
  nothingToChange: 'Send a new name or a new description.',
} as const;

export const secretName = z
  .string({ error: secretMessages.nameMissing })
  .trim()
  .min(1, secretMessages.nameMissing)
  .max(SECRET_NAME_MAX, secretMessages.nameTooLong)
  .regex(SECRET_NAME_PATTERN, secretMessages.nameInvalid);
export const secretValue = z.string({ error: secretMessages.valueMissing }).min(1, secretMessages.valueMissing).max(SECRET_VALUE_MAX, secretMessages.valueTooLong);
export const secretDescription = z.string().trim().max(SECRET_DESCRIPTION_MAX, secretMessages.descriptionTooLong);

/** POST /core/v1/secrets: a new secret. */
export const createSecretInput = z.object({ name: secretName, value: secretValue, description: secretDescription.default('') }).strict();
export type CreateSecretInput = z.input<typeof createSecretInput>;
/** PUT /core/v1/secrets/:id/value: the secret's new value. */
export const replaceSecretValueInput = z.object({ value: secretValue }).strict();
/** PATCH /core/v1/secrets/:id: a new name and/or description (the value is not read here). */
export const describeSecretInput = z
  .object({ name: secretName.optional(), description: secretDescription.optional() })
  .strict()
  .refine((input) => input.name !== undefined || input.description !== undefined, secretMessages.nothingToChange);
export type DescribeSecretInput = z.input<typeof describeSecretInput>;

/** One secret as the list shows it: never its value. */
export const secretSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The value's last four characters behind dots ("••••1a2b"); only dots for a value of eight characters or fewer. */
  hint: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type SecretSummary = z.infer<typeof secretSummary>;

/** GET /core/v1/secrets: the company's secrets by name, and whether the caller may change them. */
export const secretList = z.object({ secrets: z.array(secretSummary), canWrite: z.boolean() });
export type SecretList = z.infer<typeof secretList>;

/** The masked hint of a value: its last four characters when it is long enough to keep most of it hidden. */
export function secretHint(value: string): string {
  return value.length > 8 ? `••••${value.slice(-4)}` : '••••';
}
