import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../../services/contracts/rest';
import { facebookCodeExchangeQuery } from '../../../../services/contracts/rest/facebookSignInSandbox';
import type { AppDeps } from '../../../deps';
import { sameText } from '../../../secrets';
import { parseWith } from '../../../http/validate';
import { graphError } from '../../whatsapp/graphErrors';
import { SANDBOX_APP_ID, sandboxAppSecret, userAccessToken } from '../sandboxWorld';
import type { OAuthCodes } from '../../oauthCodes';

/** How long the sandbox's user tokens are said to last (Facebook's long-lived tokens: 60 days). */
const TOKEN_SECONDS = 60 * 24 * 60 * 60;

/**
 * GET /{version}/oauth/access_token: the dialog's code for the person's user access token. The
 * app's id and secret must match, the code is used once and only for the redirect address the
 * dialog sent it to; anything else is Graph's OAuthException.
 */
export function tokenRoute(app: FastifyInstance, deps: AppDeps, codes: OAuthCodes): void {
  app.get('/sandbox/facebook/:version/oauth/access_token', async (request, reply): Promise<RestAnswer<'GET /sandbox/facebook/:version/oauth/access_token'>> => {
    const query = parseWith(facebookCodeExchangeQuery, request.query ?? {});
    if (query.client_id !== SANDBOX_APP_ID || !sameText(query.client_secret ?? '', sandboxAppSecret(deps.config.secretKey))) {
      return reply.code(400).send(graphError(1, 'Error validating client secret.'));
    }
    const personId = codes.redeem(query.code ?? '', query.client_id, query.redirect_uri ?? '');
    if (!personId) {
      return reply
        .code(400)
        .send(
          graphError(
            100,
            'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request, and that the code has not been used or expired.',
          ),
        );
    }
    return { access_token: userAccessToken(deps.config.secretKey, personId), token_type: 'bearer', expires_in: TOKEN_SECONDS };
  });
}
