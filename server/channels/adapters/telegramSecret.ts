import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The secret Telegram repeats in X-Telegram-Bot-Api-Secret-Token on every webhook of a channel.
 * It is derived, never stored: HMAC-SHA256 keyed with the bot token over `webhook:<channelId>`,
 * in base64url (43 characters of A-Z a-z 0-9 _ -, inside Telegram's 1-256). A new token or
 * another channel gives another secret; setWebhook names it again on every connect.
 */
export function telegramWebhookSecret(botToken: string, channelId: string): string {
  return createHmac('sha256', botToken).update(`webhook:${channelId}`).digest('base64url');
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether the header names the expected secret, compared in constant time over equal-length digests. */
export function telegramSecretMatches(header: string | string[] | undefined, expected: string): boolean {
  if (typeof header !== 'string' || header === '') return false;
  return timingSafeEqual(digest(header), digest(expected));
}
