import { randomUUID } from 'node:crypto';
import { latestLinkTo } from './mailbox';

export const PASSWORD = 'Str0ng!Passw0rd';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

async function post(baseUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** Signs a user up through the API and follows the verification link from the mailbox. */
export async function confirmedUser(baseUrl: string, prefix: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const signup = await post(baseUrl, '/auth/signup', { name: 'Test', surname: 'User', email, password: PASSWORD });
  if (!signup.ok) throw new Error(`signup answered ${signup.status}: ${await signup.text()}`);
  const link = await latestLinkTo(baseUrl, email, '/auth/verify/');
  const confirm = await fetch(link, { redirect: 'manual' });
  if (confirm.status !== 302 && confirm.status !== 303) throw new Error(`verification answered ${confirm.status}`);
  return { email, password: PASSWORD };
}
