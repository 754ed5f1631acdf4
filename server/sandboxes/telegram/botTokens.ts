import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox's bot tokens, shaped like Telegram's (`<bot id>:<secret>`) and checkable without a
 * database: the secret is the bot's user name, a dash, and an HMAC of id and user name keyed
 * with the server's secret key. A token issued before a restart still works; anything else is
 * refused the way Telegram refuses an unknown token.
 */
export type SandboxBot = { id: number; username: string };

const USERNAME = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;

function macOf(secretKey: string, id: number, username: string): string {
  return createHmac('sha256', secretKey).update(`telegram-sandbox-bot:${id}:${username}`).digest('base64url');
}

export function issueBotToken(secretKey: string, username: string): { bot: SandboxBot; token: string } {
  if (!USERNAME.test(username)) throw new Error('A bot user name is 4-32 letters, digits and _, starting with a letter.');
  const id = randomInt(1_000_000_000, 9_999_999_999);
  return { bot: { id, username }, token: `${id}:${username}-${macOf(secretKey, id, username)}` };
}

/** The bot a token belongs to, or null when it is not one this sandbox issued. */
export function readBotToken(secretKey: string, token: string): SandboxBot | null {
  const match = /^([0-9]{1,15}):([A-Za-z][A-Za-z0-9_]{3,31})-([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const username = match[2] ?? '';
  const mac = match[3] ?? '';
  const expected = Buffer.from(macOf(secretKey, id, username));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { id, username } : null;
}
