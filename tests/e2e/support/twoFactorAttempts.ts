import { postJson } from './api';
import { totpCode } from './totp';

/**
 * Wrong authentication codes sent through the API in a sign-in of its own, as someone trying
 * codes would: the server counts each one (the lockout is the account's, not the session's).
 * Codes an authenticator would show now or one period either side are never sent. A person
 * without two-factor yet gets their key from the setup's first call (the page then shows the same).
 */
export async function wrongCodesThroughApi(baseUrl: string, account: { email: string; password: string; secret?: string }, count: number): Promise<void> {
  const { token } = await postJson<{ token: string }>(baseUrl, '/auth/signin', { email: account.email, password: account.password });
  const secret = account.secret ?? (await postJson<{ secret: string }>(baseUrl, '/auth/2fa/initiate', {}, token)).secret;
  const valid = new Set([-1, 0, 1].map((periods) => totpCode(secret, periods)));
  const codes = ['000000', '111111', '222222', '333333', '444444', '555555', '666666', '777777', '888888', '999999'].filter((code) => !valid.has(code));
  for (const code of codes.slice(0, count)) {
    const answer = await fetch(`${baseUrl}/auth/2fa/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ verificationToken: code }),
    });
    if (answer.status !== 400) throw new Error(`a wrong code answered ${answer.status}: ${await answer.text()}`);
  }
}
