import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The accounts of the customer-service suite sandbox (developer mode), fixed so that its
 * sign-in part (captcha, login, pools) and its agent desk (handed-over conversations) agree
 * without shared state. An agent token carries an HMAC made with the server's secret key, so
 * a token given before a restart still works and anything else is refused.
 */

export type SuitePool = { id: string; name: string };

export type SuiteAccount = {
  username: string;
  password: string;
  /** The suite company the account belongs to and the pools it may take conversations into. */
  companyId: string;
  pools: SuitePool[];
  /** The suite refuses a login with its "not logged in for a long time" answer (405). */
  dormant: boolean;
};

export const SUITE_ACCOUNTS: readonly SuiteAccount[] = [
  {
    username: 'selin.agent',
    password: 'Suite-Pass-1',
    companyId: 'SC-1001',
    pools: [
      { id: 'P-2001', name: 'Customer support' },
      { id: 'P-2002', name: 'Sales' },
      { id: 'P-2003', name: 'Returns' },
    ],
    dormant: false,
  },
  { username: 'emre.agent', password: 'Suite-Pass-2', companyId: 'SC-1002', pools: [{ id: 'P-3001', name: 'Front desk' }], dormant: false },
  { username: 'old.agent', password: 'Suite-Pass-3', companyId: 'SC-1003', pools: [{ id: 'P-4001', name: 'Archive' }], dormant: true },
];

/** Agents the operator added (in memory, like a suite an admin keeps adding agents to): each browser test signs in as one of its own. */
const addedAccounts = new Map<string, SuiteAccount>();

/** Pools the operator added to an account (in memory, like a suite an admin keeps adding pools to): browser tests make a fresh one each. */
const addedPools = new Map<string, SuitePool[]>();

/** An account's pools: its fixed ones and the ones the operator added. */
export function poolsOf(account: SuiteAccount): SuitePool[] {
  return [...account.pools, ...(addedPools.get(account.username) ?? [])];
}

/** Adds a pool to an account (once per id); false when there is no such account. */
export function addPool(username: string, pool: SuitePool): boolean {
  const account = suiteAccount(username);
  if (!account) return false;
  const added = addedPools.get(username) ?? [];
  if (!poolsOf(account).some((known) => known.id === pool.id)) added.push(pool);
  addedPools.set(username, added);
  return true;
}

/** Takes a pool the operator added out of an account (as a suite admin deletes one); false when the account has no such added pool. */
export function removePool(username: string, id: string): boolean {
  const added = addedPools.get(username) ?? [];
  const kept = added.filter((pool) => pool.id !== id);
  addedPools.set(username, kept);
  return kept.length < added.length;
}

/** Adds an agent (not dormant, no pools yet) to a suite company; false when the username is taken. */
export function addAccount(agent: { username: string; password: string; companyId: string }): boolean {
  if (suiteAccount(agent.username)) return false;
  addedAccounts.set(agent.username, { ...agent, pools: [], dormant: false });
  return true;
}

/** Every agent account: the fixed ones, then those added through the control route. */
export function allAccounts(): SuiteAccount[] {
  return [...SUITE_ACCOUNTS, ...addedAccounts.values()];
}

export function suiteAccount(username: string): SuiteAccount | undefined {
  return SUITE_ACCOUNTS.find((account) => account.username === username) ?? addedAccounts.get(username);
}

const mac = (secretKey: string, purpose: string, id: string) => createHmac('sha256', secretKey).update(`suite-sandbox:${purpose}:${id}`).digest('base64url');

/** The agent token a login gives (what the suite channel keeps as suiteAgentToken). */
export function agentToken(secretKey: string, username: string): string {
  return `SUT.${username}.${mac(secretKey, 'agent', username)}`;
}

/** The account an agent token belongs to, or null when this sandbox did not issue it (compared in constant time). */
export function accountOfToken(secretKey: string, token: string): SuiteAccount | null {
  const match = /^SUT\.([a-z0-9._-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const account = match ? suiteAccount(match[1] ?? '') : undefined;
  if (!account) return null;
  const expected = Buffer.from(agentToken(secretKey, account.username));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? account : null;
}

/** The text of a captcha, derived from its key: the image shows it, the login checks it (five characters, no look-alikes). */
export function captchaText(secretKey: string, key: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = createHmac('sha256', secretKey).update(`suite-sandbox:captcha:${key}`).digest();
  return Array.from(bytes.subarray(0, 5), (byte) => alphabet[byte % alphabet.length]).join('');
}
