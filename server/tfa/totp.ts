import { Secret, TOTP } from 'otpauth';

/** A new random base32 secret (160 bits). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secret: string, issuer: string, account: string): TOTP {
  return new TOTP({ issuer, label: account, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

/** The time step the code belongs to when it is right at `now` (one period either side), else undefined. */
export function totpStep(totp: TOTP, code: string, now: Date): number | undefined {
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? undefined : totp.counter({ timestamp: now.getTime() }) + delta;
}
