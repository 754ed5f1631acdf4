import { suitePools, suiteRightValues } from '../models/suiteConnect.model';

/**
 * The suite sandbox's operator controls as the suite form's browser specs use them (developer
 * mode): an agent of the test's own with pools of its own, and the failures of the suite a
 * test asks for (of its own agent where a call has one).
 */

/** The right password of the model: the test's agent has it too. */
export const SANDBOX_PASSWORD = suiteRightValues.password;

/** An operator-only call of the sandbox; a refusal throws with its answer. */
async function control(baseUrl: string, method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<void> {
  const answer = await fetch(`${baseUrl}/sandbox/suite/control/${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`The suite sandbox refused ${method} ${path}: ${answer.status} ${await answer.text()}`);
}

/** The model's pools (the sandbox's selin.agent has them), given to the test's agent with the test's suffix. */
const POOLS = [...suitePools, { id: 'P-2003', name: 'Returns' }];

/**
 * An agent of the test's own in the suite company SC-1001 (the password of the model), with
 * the model's pools under the test's suffix: a pool is connected once per server, and a fault
 * of the agent's calls touches no other test.
 */
export async function sandboxAgent(baseUrl: string, suffix: string): Promise<{ username: string; suffix: string }> {
  const username = `agent.${suffix}`;
  await control(baseUrl, 'POST', 'accounts', { username, password: SANDBOX_PASSWORD, companyId: 'SC-1001' });
  for (const pool of POOLS) await control(baseUrl, 'POST', 'pools', { username, id: `${pool.id}-${suffix}`, name: pool.name });
  return { username, suffix };
}

/** The suite takes a pool away from the agent (as a suite admin deletes it). */
export const poolTakenAway = (baseUrl: string, username: string, pool: string) => control(baseUrl, 'DELETE', `pools/${encodeURIComponent(username)}/${encodeURIComponent(pool)}`);

/** The suite fails its next call: a captcha (of anyone), or the login or pools of one agent. */
export const suiteFails = (baseUrl: string, fault: { call: 'captcha' | 'login' | 'pools'; status: 404 | 500; username?: string }) => control(baseUrl, 'POST', 'faults', fault);
