import { confirmedUser } from './accounts';
import { postJson as post } from './api';
import { graphql } from './designer';
import { latestLinkTo } from './mailbox';
import { totpCode } from './totp';

/** A second person with a full session (two-factor set up through the API): their address, id and token. */
async function secondPerson(baseUrl: string): Promise<{ email: string; userId: string; token: string }> {
  const { email, password } = await confirmedUser(baseUrl, 'second-admin');
  const first = await post<{ token: string }>(baseUrl, '/auth/signin', { email, password });
  const { secret } = await post<{ secret: string }>(baseUrl, '/auth/2fa/initiate', {}, first.token);
  const verified = await post<{ data: { token: string; user: { id: string } } }>(baseUrl, '/auth/2fa/verify', { verificationToken: totpCode(secret) }, first.token);
  return { email, userId: verified.data.user.id, token: verified.data.token };
}

/**
 * The signed-in person loses the company: they invite a second person as ADMIN (the invitation
 * mailed, accepted through the API), who then removes every other member, as an admin does
 * in another browser. The person's next channel call is refused with its permission code.
 */
export async function removedByAnotherAdmin(baseUrl: string, token: string, companyId: string): Promise<void> {
  const other = await secondPerson(baseUrl);
  await graphql(
    baseUrl,
    token,
    'mutation ($c: ID!, $e: String!) { inviteMember(companyId: $c, email: $e, userType: "ADMIN") { id } }',
    { c: companyId, e: other.email },
    companyId,
  );
  const invitation = new URL(await latestLinkTo(baseUrl, other.email, 'tokeninv=')).searchParams.get('tokeninv') ?? '';
  await post(baseUrl, `/auth/invitation/accept?tokeninv=${encodeURIComponent(invitation)}`, {}, other.token);
  const { members } = await graphql<{ members: Array<{ userId: string }> }>(
    baseUrl,
    other.token,
    'query ($c: ID!) { members(companyId: $c) { userId } }',
    { c: companyId },
    companyId,
  );
  for (const { userId } of members.filter((member) => member.userId !== other.userId)) {
    await graphql(baseUrl, other.token, 'mutation ($c: ID!, $u: ID!) { removeMember(companyId: $c, userId: $u) { success } }', { c: companyId, u: userId }, companyId);
  }
}
