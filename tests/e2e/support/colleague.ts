import { postJson } from './api';
import { graphql } from './designer';
import { latestLinkTo } from './mailbox';
import { userWithTwoFactor, type TwoFactorUser } from './signedIn';
import { totpCode } from './totp';

/** A full session token through the API (sign-in, then the code of the next period: the one of the setup is spent). */
export async function apiSession(baseUrl: string, user: TwoFactorUser): Promise<string> {
  const first = await postJson<{ token: string }>(baseUrl, '/auth/signin', { email: user.email, password: user.password });
  const verified = await postJson<{ data: { token: string } }>(baseUrl, '/auth/2fa/verify', { verificationToken: totpCode(user.secret, 1) }, first.token);
  return verified.data.token;
}

/** Another person with an account of their own, signed in through the API. */
export async function anotherPerson(baseUrl: string, prefix: string): Promise<{ user: TwoFactorUser; token: string }> {
  const user = await userWithTwoFactor(baseUrl, prefix);
  return { user, token: await apiSession(baseUrl, user) };
}

/**
 * A colleague the company's ADMIN invites as a second ADMIN (through the API and the developer
 * mailbox), who can then change the first person's standing in the company.
 */
export async function colleagueAdmin(baseUrl: string, token: string, companyId: string) {
  const colleague = await anotherPerson(baseUrl, 'colleague');
  await graphql(
    baseUrl,
    token,
    'mutation ($c: ID!, $e: String!) { inviteMember(companyId: $c, email: $e, userType: "ADMIN") { id } }',
    { c: companyId, e: colleague.user.email },
    companyId,
  );
  const invitation = new URL(await latestLinkTo(baseUrl, colleague.user.email, 'tokeninv'));
  const accepted = await fetch(`${baseUrl}/auth/invitation/accept?tokeninv=${invitation.searchParams.get('tokeninv')}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${colleague.token}` },
  });
  if (!accepted.ok) throw new Error(`the invitation answered ${accepted.status}: ${await accepted.text()}`);
  return {
    token: colleague.token,
    /** Removes a member (by e-mail) from the company. */
    async remove(email: string): Promise<void> {
      const { members } = await graphql<{ members: Array<{ userId: string; email: string }> }>(
        baseUrl,
        colleague.token,
        'query ($c: ID!) { members(companyId: $c) { userId email } }',
        { c: companyId },
        companyId,
      );
      const member = members.find((m) => m.email === email.toLowerCase());
      if (!member) throw new Error(`${email} is not a member of the company.`);
      await graphql(baseUrl, colleague.token, 'mutation ($c: ID!, $u: ID!) { removeMember(companyId: $c, userId: $u) { success } }', { c: companyId, u: member.userId }, companyId);
    },
  };
}
