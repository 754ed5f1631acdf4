import { z } from 'zod';

/** Texts for a JSON key that cannot be used; none of them repeats any part of the key. */
export const keyMessages = {
  empty: 'The JSON key cannot be empty.',
  notJson: 'The JSON key is not valid JSON.',
  notServiceAccount: 'The JSON key is not a service account key.',
  missingField: (field: string) => `The JSON key has no ${field}.`,
  otherProject: 'The JSON key belongs to another project than the project id.',
} as const;

const present = (field: string) =>
  z
    .string({ error: keyMessages.missingField(field) })
    .trim()
    .min(1, keyMessages.missingField(field));

/** A Google service-account key as downloaded from the cloud console (the fields the connection needs). */
const serviceAccountKey = z.object({
  type: z.literal('service_account', { error: keyMessages.notServiceAccount }),
  project_id: present('project_id'),
  private_key: present('private_key'),
  client_email: present('client_email'),
});
export type ServiceAccountKey = z.infer<typeof serviceAccountKey>;

export type KeyCheck = { ok: true; key: ServiceAccountKey } | { ok: false; message: string };

/** The key text parsed and checked, or the first problem as a text for people. */
export function checkServiceAccountKey(text: string, projectId: string): KeyCheck {
  if (text.trim() === '') return { ok: false, message: keyMessages.empty };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: keyMessages.notJson };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: keyMessages.notServiceAccount };
  const parsed = serviceAccountKey.safeParse(value);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? keyMessages.notServiceAccount };
  if (parsed.data.project_id !== projectId) return { ok: false, message: keyMessages.otherProject };
  return { ok: true, key: parsed.data };
}
