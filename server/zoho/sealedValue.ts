import type { z } from 'zod';
import { decrypt, encrypt } from '../secrets';

/**
 * A value the server hands the browser to bring back later, sealed with its secret key
 * (AES-256-GCM, server/secrets.ts): its purpose and expiry sealed with it, so a value sealed
 * for one purpose is never taken for another, and nothing in it can be read or changed.
 */
export function sealValue(secretKey: string, purpose: string, value: unknown, expiresAt: Date): string {
  return encrypt(secretKey, JSON.stringify({ purpose, expires: Math.floor(expiresAt.getTime() / 1000), value }));
}

/** What a sealed value holds, when this server sealed it for the purpose, it has not expired and it fits `schema`; null otherwise. */
export function openValue<T>(secretKey: string, purpose: string, sealed: string, now: Date, schema: z.ZodType<T>): T | null {
  let opened: unknown;
  try {
    opened = JSON.parse(decrypt(secretKey, sealed));
  } catch {
    return null;
  }
  if (typeof opened !== 'object' || opened === null) return null;
  const { purpose: sealedFor, expires, value } = opened as { purpose?: unknown; expires?: unknown; value?: unknown };
  if (sealedFor !== purpose || typeof expires !== 'number' || !(expires * 1000 > now.getTime())) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
