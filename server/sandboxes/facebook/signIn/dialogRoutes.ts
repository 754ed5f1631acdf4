import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../../services/contracts/rest';
import { facebookDialogChoice, facebookDialogQuery } from '../../../../services/contracts/rest/facebookSignInSandbox';
import { pathParams } from '../../../../services/contracts/rest/contract';
import type { AppDeps } from '../../../deps';
import { operatorOnly } from '../../../dev/operatorOnly';
import { parseWith } from '../../../http/validate';
import { personById, SANDBOX_APP_ID, SANDBOX_APP_NAME, SANDBOX_PEOPLE } from '../sandboxWorld';
import { dialogErrorPage, dialogPage } from './dialogPage';
import { consoleRedirect } from '../../consoleRedirect';
import type { OAuthCodes } from '../../oauthCodes';

const versionParams = pathParams('version');

const withQuery = (url: URL, query: Record<string, string>) => {
  const target = new URL(url);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  return target.toString();
};

/**
 * GET /{version}/dialog/oauth (Facebook Login's dialog): the sandbox app's name, the scopes
 * asked for, a choice of the sandbox's people, Continue and Cancel; an unknown app or a
 * redirect address off the console's own gets Facebook's error page. The choice redirects to
 * redirect_uri with a one-time code, or with error=access_denied on Cancel, and the state.
 */
export function dialogRoutes(app: FastifyInstance, deps: AppDeps, codes: OAuthCodes): void {
  const refusal = (clientId: string | undefined, redirectUri: string | undefined) => {
    if (clientId !== SANDBOX_APP_ID) return 'Invalid App ID: the app ID you used does not match an app.';
    if (!redirectUri || !consoleRedirect(deps.config.publicUrl, redirectUri)) return "URL blocked: this redirect failed because the redirect URI is not on the app's domain.";
    return null;
  };

  app.get('/sandbox/facebook/:version/dialog/oauth', operatorOnly, async (request, reply): Promise<RestAnswer<'GET /sandbox/facebook/:version/dialog/oauth'>> => {
    const { version } = parseWith(versionParams, request.params);
    const query = parseWith(facebookDialogQuery, request.query ?? {});
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const refused = refusal(query.client_id, query.redirect_uri);
    if (refused) return reply.code(400).send(dialogErrorPage(refused));
    const request_ = { version, clientId: query.client_id ?? '', redirectUri: query.redirect_uri ?? '', state: query.state ?? '', scope: query.scope ?? '' };
    return dialogPage(request_, SANDBOX_APP_NAME, SANDBOX_PEOPLE);
  });

  app.get('/sandbox/facebook/:version/dialog/oauth/choice', operatorOnly, async (request, reply) => {
    const query = parseWith(facebookDialogChoice, request.query ?? {});
    const refused = refusal(query.client_id, query.redirect_uri);
    const redirect = query.redirect_uri ? consoleRedirect(deps.config.publicUrl, query.redirect_uri) : null;
    if (refused || !redirect)
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(dialogErrorPage(refused ?? 'Invalid redirect.'));
    const state: Record<string, string> = query.state ? { state: query.state } : {};
    if (query.choice === 'cancel') {
      return reply.redirect(withQuery(redirect, { error: 'access_denied', error_code: '200', error_description: 'Permissions error', error_reason: 'user_denied', ...state }));
    }
    const person = personById(query.person ?? '');
    if (!person) return reply.code(400).type('text/html; charset=utf-8').send(dialogErrorPage('Choose who you are to continue.'));
    const code = codes.issue({ subject: person.id, clientId: SANDBOX_APP_ID, redirectUri: query.redirect_uri ?? '' });
    return reply.redirect(withQuery(redirect, { code, ...state }));
  });
}
