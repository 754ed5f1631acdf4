import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { addSeconds, type Clock } from '../clock';
import type { Db } from '../db/connect';
import { derivedSecret } from '../secrets';

export const CAPTCHA_SECONDS = 10 * 60;
const ALGORITHM = 'PBKDF2/SHA-256';

export type CaptchaSettings = { cost: number; counterMin: number; counterMax: number };

/**
 * A proof-of-work challenge. The counter the solver must reach is picked here (deterministic
 * mode), so the work is bounded: about counterMax PBKDF2 runs of `cost` iterations.
 */
export async function newChallenge(secretKey: string, clock: Clock, settings: CaptchaSettings): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: settings.cost,
    counter: randomInt(settings.counterMax, settings.counterMin),
    expiresAt: addSeconds(clock.now(), CAPTCHA_SECONDS),
    deriveKey,
    hmacSignatureSecret: derivedSecret(secretKey, 'captcha-signature'),
    hmacKeySignatureSecret: derivedSecret(secretKey, 'captcha-key-signature'),
  });
}

const payloadShape = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string().min(1),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string().optional(),
  }),
  solution: z.object({ counter: z.number().int(), derivedKey: z.string(), time: z.number().optional() }),
});

function decodePayload(token: string): Payload | undefined {
  try {
    const parsed = payloadShape.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? (parsed.data as Payload) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the ALTCHA payload (base64 JSON from the widget) solves a challenge of ours, unexpired and never used before. */
export async function spendCaptcha(db: Db, secretKey: string, clock: Clock, token: string | null | undefined): Promise<boolean> {
  if (!token) return false;
  const payload = decodePayload(token);
  if (!payload) return false;
  const { parameters } = payload.challenge;
  if (parameters.algorithm !== ALGORITHM || parameters.expiresAt === undefined) return false;
  const expiresAt = new Date(parameters.expiresAt * 1000);
  if (expiresAt <= clock.now()) return false;
  let verified: boolean;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: derivedSecret(secretKey, 'captcha-signature'),
      hmacKeySignatureSecret: derivedSecret(secretKey, 'captcha-key-signature'),
    });
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified) return false;
  const used = await db
    .insertInto('used_captchas')
    .values({ challenge_id: parameters.nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.column('challenge_id').doNothing())
    .executeTakeFirst();
  await db.deleteFrom('used_captchas').where('expires_at', '<', clock.now()).execute();
  return Number(used.numInsertedOrUpdatedRows ?? 0) === 1;
}
