import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox's LINE channels, checkable without a database: a channel id is ten digits; its
 * channel secret (32 hex characters, as LINE's), the bot's user id (U and 32 hex) and its access
 * token (`<channel id>.<mac>`) are all derived from the id with the server's secret key, so a
 * channel made before a restart still works and anything else is refused as LINE refuses an
 * unknown token.
 */
export type SandboxLineChannel = { channelId: string; channelSecret: string; accessToken: string; userId: string; basicId: string };

const mac = (secretKey: string, purpose: string, channelId: string) => createHmac('sha256', secretKey).update(`line-sandbox:${purpose}:${channelId}`);

export function lineChannelOf(secretKey: string, channelId: string): SandboxLineChannel {
  const basic = mac(secretKey, 'basic', channelId).digest('hex');
  return {
    channelId,
    channelSecret: mac(secretKey, 'secret', channelId).digest('hex').slice(0, 32),
    accessToken: `${channelId}.${mac(secretKey, 'token', channelId).digest('base64url')}`,
    userId: `U${mac(secretKey, 'user', channelId).digest('hex').slice(0, 32)}`,
    basicId: `@${String(parseInt(basic.slice(0, 6), 16) % 1000).padStart(3, '0')}${basic.slice(6, 10)}`,
  };
}

export function newLineChannel(secretKey: string): SandboxLineChannel {
  return lineChannelOf(secretKey, String(randomInt(1_000_000_000, 9_999_999_999)));
}

/** The channel an Authorization header's Bearer token belongs to, or null when it is not one this sandbox issued. */
export function channelOfAuthorization(secretKey: string, header: string | undefined): SandboxLineChannel | null {
  const match = /^Bearer ([0-9]{10})\.([A-Za-z0-9_-]{43})$/.exec(header ?? '');
  if (!match) return null;
  const channel = lineChannelOf(secretKey, match[1] ?? '');
  const given = Buffer.from(header?.slice('Bearer '.length) ?? '');
  const expected = Buffer.from(channel.accessToken);
  return given.length === expected.length && timingSafeEqual(given, expected) ? channel : null;
}
