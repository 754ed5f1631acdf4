import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../services/contracts/rest';
import { sandboxAllowForm, sandboxAuthorizeQuery, sandboxTokenForm } from '../../services/contracts/rest/dev';
import { addSeconds, type Clock } from '../clock';
import type { AppDeps } from '../deps';
import { SANDBOX_CLIENT } from '../google/provider';
import { errorBodyOf } from '../http/errors';
import { randomToken } from '../secrets';
import { escapeHtml } from '../escapeHtml';
import { page } from './html';
import { operatorOnly } from './operatorOnly';

type SandboxAccount = { email: string; name: string; surname: string };
type Grant = { account: SandboxAccount; redirectUri: string; expiresAt: Date };

/** Takes a live entry out of a map of short-lived grants. */
function take<T extends { expiresAt: Date }>(map: Map<string, T>, key: string, clock: Clock): T | undefined {
  const entry = map.get(key);
  map.delete(key);
  return entry && entry.expiresAt > clock.now() ? entry : undefined;
}

/**
 * A local stand-in for Google's OAuth 2 endpoints (developer mode only): an authorize page where
 * a person types a test account (the operator only: it vouches for any address), a token endpoint
 * and a userinfo endpoint.
 */
export function googleSandbox(app: FastifyInstance, deps: AppDeps): void {
  const { clock, config } = deps;
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant>();

  app.get('/dev/oauth/google/authorize', operatorOnly, async (request, reply): Promise<RestAnswer<'GET /dev/oauth/google/authorize'>> => {
    const q = sandboxAuthorizeQuery.safeParse(request.query).data ?? {};
    const hidden = (['client_id', 'redirect_uri', 'state'] as const).map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(q[name] ?? '')}">`).join('');
    reply.type('text/html; charset=utf-8');
    return page(
      'Sign in with Google (sandbox)',
      `<h1>Sign in with Google</h1>
<p><small>Developer sandbox: no real Google account is used.</small></p>
<form method="post" action="/dev/oauth/google/authorize">${hidden}
<label for="email">E-mail</label><input id="email" name="email" type="email" required value="test.user@gmail.com">
<label for="name">First name</label><input id="name" name="name" required value="Test">
<label for="surname">Last name</label><input id="surname" name="surname" value="User">
<button type="submit">Allow</button></form>`,
    );
  });

  app.post('/dev/oauth/google/authorize', operatorOnly, async (request, reply) => {
    const form = sandboxAllowForm.safeParse(request.body);
    if (!form.success || form.data.client_id !== SANDBOX_CLIENT.clientId || !form.data.redirect_uri.startsWith(`${config.publicUrl}/`)) {
      return reply.code(400).send(errorBodyOf(400, 'The sign-in request is not valid.'));
    }
    const code = randomToken();
    const { email, name, surname, redirect_uri: redirectUri, state } = form.data;
    codes.set(code, { account: { email, name, surname }, redirectUri, expiresAt: addSeconds(clock.now(), 60) });
    return reply.redirect(`${redirectUri}?${new URLSearchParams({ code, state })}`);
  });

  app.post('/dev/oauth/google/token', async (request, reply) => {
    const form = sandboxTokenForm.safeParse(request.body);
    const client = form.success && form.data.client_id === SANDBOX_CLIENT.clientId && form.data.client_secret === SANDBOX_CLIENT.clientSecret;
    const grant = client ? take(codes, form.data.code, clock) : undefined;
    if (!form.success || !grant || grant.redirectUri !== form.data.redirect_uri) {
      return reply.code(400).send({ error: 'invalid_grant' });
    }
    const accessToken = randomToken();
    accessTokens.set(accessToken, { ...grant, expiresAt: addSeconds(clock.now(), 3600) });
    return { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope: 'openid email profile' };
  });

  app.get('/dev/oauth/google/userinfo', async (request, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const grant = token === undefined ? undefined : accessTokens.get(token);
    if (!grant || grant.expiresAt <= clock.now()) return reply.code(401).send({ error: 'invalid_token' });
    const { email, name, surname } = grant.account;
    return { sub: email, email, email_verified: true, name: `${name} ${surname}`.trim(), given_name: name, family_name: surname };
  });
}
