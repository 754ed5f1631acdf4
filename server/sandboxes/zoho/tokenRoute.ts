import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { zohoTokenRequest } from '../../../services/contracts/rest/zohoSandbox';
import type { AppDeps } from '../../deps';
import { parseBody } from '../../http/validate';
import { sameText } from '../../secrets';
import { consoleRedirect } from '../consoleRedirect';
import type { OAuthCodes } from '../oauthCodes';
import { SANDBOX_ZOHO_CLIENT_ID, sandboxZohoSecret, ZOHO_SANDBOX_PATH } from './sandboxClient';

/** How long the sandbox's access tokens live, as Zoho's do (seconds). */
const ACCESS_TOKEN_SECONDS = 3600;

/** A token as Zoho writes them: 1000., then two random hex parts. */
const zohoToken = () => `1000.${randomBytes(16).toString('hex')}.${randomBytes(16).toString('hex')}`;

/**
 * POST /oauth/v2/token (form-encoded, or JSON): the consent page's code for the client's access
 * and refresh tokens. The grant must be authorization_code, the client id and secret the
 * sandbox client's, the redirect address the console's, and the code one issued for that
 * client and address, once. Refusals are Zoho's: status 200 with {error}.
 */
export function tokenRoute(app: FastifyInstance, deps: AppDeps, codes: OAuthCodes): void {
  app.post(`${ZOHO_SANDBOX_PATH}/oauth/v2/token`, async (request, reply): Promise<RestAnswer<'POST /sandbox/zoho/oauth/v2/token'>> => {
    reply.header('cache-control', 'no-store');
    const body = parseBody(zohoTokenRequest, request.body ?? {});
    if (body.grant_type !== 'authorization_code') return { error: 'unsupported_grant_type' };
    if (body.client_id !== SANDBOX_ZOHO_CLIENT_ID || !sameText(body.client_secret ?? '', sandboxZohoSecret(deps.config.secretKey))) return { error: 'invalid_client' };
    const redirect = consoleRedirect(deps.config.publicUrl, body.redirect_uri);
    if (!redirect) return { error: 'invalid_redirect_uri' };
    if (codes.redeem(body.code ?? '', body.client_id, redirect.toString()) === null) return { error: 'invalid_code' };
    return {
      access_token: zohoToken(),
      refresh_token: zohoToken(),
      api_domain: `${deps.config.publicUrl}${ZOHO_SANDBOX_PATH}`,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
    };
  });
}
