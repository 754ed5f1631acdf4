import { randomBytes } from 'node:crypto';

/** A fault of the next `times` calls; with a username, only of that agent's calls (its login, its token's pools). */
export type SuiteFault = { times: number; delayMs: number; status?: 404 | 500; username?: string };
export type SuiteCall = 'captcha' | 'login' | 'pools';

/** How long a captcha key may be used, and how many unspent keys are kept at most. */
const KEY_LIFE_MS = 10 * 60_000;
const KEYS_KEPT = 5_000;

/**
 * The sign-in part of the suite sandbox in memory: the captcha keys given and not yet spent
 * (each is good for one login attempt), and the faults asked for per call.
 */
export function accountState(now: () => number) {
  const keys = new Map<string, number>();
  const faults = new Map<SuiteCall, SuiteFault[]>();
  return {
    faults,
    newKey(): string {
      if (keys.size >= KEYS_KEPT) keys.delete(keys.keys().next().value ?? '');
      const key = randomBytes(12).toString('base64url');
      keys.set(key, now() + KEY_LIFE_MS);
      return key;
    },
    /** Whether the key was given here and is unexpired; it is spent either way. */
    spendKey(key: string): boolean {
      const until = keys.get(key);
      keys.delete(key);
      return until !== undefined && until > now();
    },
    isLiveKey: (key: string): boolean => (keys.get(key) ?? 0) > now(),
    /** The next fault of a call made by this agent (if known), used once per time it was asked for. */
    takeFault(call: SuiteCall, username?: string): SuiteFault | undefined {
      const list = faults.get(call) ?? [];
      const index = list.findIndex((fault) => fault.username === undefined || fault.username === username);
      const fault = list[index];
      if (!fault) return undefined;
      fault.times -= 1;
      if (fault.times <= 0) list.splice(index, 1);
      return fault;
    },
  };
}

export type AccountState = ReturnType<typeof accountState>;
