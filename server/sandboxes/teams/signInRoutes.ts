import type { FastifyInstance } from 'fastify';
import { BOT_FRAMEWORK } from '../../../services/contracts/channels/teamsActivity';
import type { RestAnswer } from '../../../services/contracts/rest';
import { tokenRequest } from '../../../services/contracts/rest/teamsSandbox';
import type { AppDeps } from '../../deps';
import { faultAnswer } from './faultRoute';
import type { SandboxApps } from './sandboxApps';
import { TOKEN_LIFETIME_SECONDS, type SandboxKeys } from './sandboxKeys';
import type { SandboxState } from './sandboxState';

/**
 * The Bot Framework's published keys and the sign-in service, as bots and the console reach
 * them (open: the server calls them): the OpenID metadata naming the key set, the key set, and
 * the client-credentials token endpoint, which refuses an app id and password it did not issue
 * with the sign-in service's own error shape.
 */
const refusal = (error: string, description: string) => ({ error, error_description: description });

export function signInRoutes(app: FastifyInstance, deps: AppDeps, keys: SandboxKeys, apps: SandboxApps, state: SandboxState): void {
  const base = `${deps.config.publicUrl}/sandbox/teams`;

  app.get('/sandbox/teams/v1/.well-known/openidconfiguration', async (): Promise<RestAnswer<'GET /sandbox/teams/v1/.well-known/openidconfiguration'>> => ({
    issuer: BOT_FRAMEWORK.issuer,
    authorization_endpoint: 'https://invalid.botframework.com',
    jwks_uri: `${base}/v1/.well-known/keys`,
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['private_key_jwt'],
  }));

  app.get('/sandbox/teams/v1/.well-known/keys', async (): Promise<RestAnswer<'GET /sandbox/teams/v1/.well-known/keys'>> => ({ keys: [await keys.publicJwk()] }));

  app.post('/sandbox/teams/botframework.com/oauth2/v2.0/token', async (request, reply): Promise<RestAnswer<'POST /sandbox/teams/botframework.com/oauth2/v2.0/token'>> => {
    const fault = await faultAnswer(state, 'token', reply);
    if (fault) return reply.send(fault);
    const form = tokenRequest.safeParse(request.body ?? {});
    const grant = form.success ? form.data : {};
    if (grant.grant_type !== 'client_credentials')
      return reply.code(400).send(refusal('unsupported_grant_type', 'AADSTS70003: The app requested an unsupported grant type. Use client_credentials.'));
    if (grant.scope !== BOT_FRAMEWORK.connectorScope)
      return reply.code(400).send(refusal('invalid_scope', `AADSTS70011: The provided value for the input parameter 'scope' is not valid. Use ${BOT_FRAMEWORK.connectorScope}.`));
    const appId = grant.client_id ?? '';
    if (!appId || !apps.passwordMatches(appId, grant.client_secret ?? ''))
      return reply
        .code(401)
        .send(
          refusal('invalid_client', `AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value of app '${appId}'.`),
        );
    apps.remember(appId);
    const now = Math.floor(deps.clock.now().getTime() / 1000);
    return { token_type: 'Bearer', expires_in: TOKEN_LIFETIME_SECONDS, ext_expires_in: TOKEN_LIFETIME_SECONDS, access_token: await keys.accessToken(appId, now) };
  });
}
