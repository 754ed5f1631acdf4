import { Secret, TOTP } from 'otpauth';

/** A new random base32 secret (160 bits). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secret: string, issuer: string, account: string): TOTP {
  return new TOTP({ issuer, label: account, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

/** Whether the code is right at `now`, one period either side. */
export function isValidTotp(totp: TOTP, code: string, now: Date): boolean {
  return totp.validate({ token: code, timestamp: now.getTime(), window: 1 }) !== null;
}
