import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { generic, genericMessages, webhookUrlProblem } from '../../services/contracts/channels/generic';
import { webChat } from '../../services/contracts/channels/webChat';

/** The channel types this server runs conversations for (spec 02 section 3 names), as their contracts store them. */
export const WEB_CHAT_TYPE = webChat.stored.integrationType;
export const GENERIC_TYPE = generic.stored.integrationType;

/** Texts of the generic channel form (spec 02 section 5, exact wording); the URL rule is the generic contract's. */
export const channelMessages = {
  nameRequired: 'Name is required.',
  webhookPrefix: genericMessages.webhookPrefix,
  webhookInvalid: genericMessages.webhookInvalid,
  botNotFound: 'The assistant does not exist.',
  channelNotFound: 'Channel not found.',
} as const;

/** The web chat channel an assistant gets when it is created. */
export const webChatChannelName = (assistantName: string) => `${assistantName} Web Chat`;

export { webhookUrlProblem };

/** The create form: the channel's name, and the webhook URL as the generic contract checks it. */
export const genericChannelInput = z.object({
  name: z.string().trim().min(1, channelMessages.nameRequired).max(100, 'The name must be at most 100 characters.'),
  webhookUrl: generic.properties.shape.webhookUrl,
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
