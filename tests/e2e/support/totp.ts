import { TOTP } from 'otpauth';

/** The code an authenticator app would show for this secret, `periodsAhead` steps from now. */
export function totpCode(secret: string, periodsAhead = 0): string {
  const totp = new TOTP({ secret: secret.replace(/\s+/g, ''), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + periodsAhead * 30_000 });
}
