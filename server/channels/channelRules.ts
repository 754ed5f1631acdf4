import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The channel types this server runs conversations for (spec 02 section 3 names). */
export const WEB_CHAT_TYPE = 'MicroWebChat';
export const GENERIC_TYPE = 'Generic';

/** Texts of the generic channel form (spec 02 section 5, exact wording). */
export const channelMessages = {
  nameRequired: 'Name is required.',
  webhookPrefix: 'The URL provided must begin with http:// or https://',
  webhookInvalid: 'Please enter a valid url',
  botNotFound: 'The assistant does not exist.',
  channelNotFound: 'Channel not found.',
} as const;

/** The web chat channel an assistant gets when it is created. */
export const webChatChannelName = (assistantName: string) => `${assistantName} Web Chat`;

const WEBHOOK_PREFIX = /^https?:\/\/[A-Za-z0-9]/;

/** The webhook URL rule: http(s):// then an alphanumeric, then a URL that parses. */
export function webhookUrlProblem(value: string): string | null {
  const url = value.trim();
  if (!WEBHOOK_PREFIX.test(url)) return channelMessages.webhookPrefix;
  try {
    const parsed = new URL(url);
    if (!parsed.hostname || /\s/.test(url)) return channelMessages.webhookInvalid;
  } catch {
    return channelMessages.webhookInvalid;
  }
  return null;
}

export const genericChannelInput = z.object({
  name: z.string().trim().min(1, channelMessages.nameRequired).max(100, 'The name must be at most 100 characters.'),
  webhookUrl: z
    .string()
    .trim()
    .max(2000, channelMessages.webhookInvalid)
    .superRefine((value, ctx) => {
      const problem = webhookUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

/** sha-256 in hex: api tokens and web chat client tokens are stored only this way. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A fresh secret token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a presented token has the stored hash, compared in constant time. */
export function tokenMatches(presented: string | undefined, storedHash: string | null | undefined): boolean {
  if (!presented || !storedHash) return false;
  const a = Buffer.from(tokenHash(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
