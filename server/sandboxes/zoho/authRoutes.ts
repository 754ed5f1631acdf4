import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ZOHO_RETURN_PATH } from '../../../services/contracts/channels/salesChatLogin';
import type { RestAnswer } from '../../../services/contracts/rest';
import { zohoAuthQuery, zohoConsentQuery } from '../../../services/contracts/rest/zohoSandbox';
import type { AppDeps } from '../../deps';
import { operatorOnly } from '../../dev/operatorOnly';
import { parseWith } from '../../http/validate';
import { consoleRedirect } from '../consoleRedirect';
import type { OAuthCodes } from '../oauthCodes';
import { SANDBOX_ZOHO_CLIENT_ID, SANDBOX_ZOHO_CLIENT_NAME, sandboxZohoSecret, ZOHO_SANDBOX_PATH } from './sandboxClient';
import { consentPage, consolePage, oauthErrorPage } from './zohoPages';

type AuthQuery = z.infer<typeof zohoAuthQuery>;

const withQuery = (url: URL, query: Record<string, string>) => {
  const target = new URL(url);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  return target.toString();
};

/**
 * GET / (the API console with the sandbox's client), GET /oauth/v2/auth (Zoho's consent page:
 * the scopes asked for, Accept and Reject; an unknown client, another response type, no scope
 * or a redirect address off the console's own gets Zoho's error page) and GET /oauth/v2/consent
 * (the admin's answer: Accept redirects to redirect_uri with a one-time code, the location and
 * the accounts server, Reject with error=access_denied; the state either way).
 */
export function authRoutes(app: FastifyInstance, deps: AppDeps, codes: OAuthCodes): void {
  const { config } = deps;
  const accountsServer = `${config.publicUrl}${ZOHO_SANDBOX_PATH}`;

  const refusal = (query: AuthQuery): string | null => {
    if (query.client_id !== SANDBOX_ZOHO_CLIENT_ID) return 'Invalid Client: the client_id does not belong to any client in this account.';
    if (query.response_type !== 'code') return 'Invalid response type: only response_type=code is supported.';
    if (!query.scope?.trim()) return 'Invalid OAuth Scope: the scope parameter is missing.';
    if (!consoleRedirect(config.publicUrl, query.redirect_uri)) return 'Invalid Redirect Uri: the redirect_uri does not match the ones registered for the client.';
    return null;
  };

  app.get(ZOHO_SANDBOX_PATH, operatorOnly, async (_request, reply): Promise<RestAnswer<'GET /sandbox/zoho'>> => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return consolePage({
      name: SANDBOX_ZOHO_CLIENT_NAME,
      clientId: SANDBOX_ZOHO_CLIENT_ID,
      clientSecret: sandboxZohoSecret(config.secretKey),
      homepage: config.publicUrl,
      redirectUri: `${config.publicUrl}${ZOHO_RETURN_PATH}`,
    });
  });

  app.get(`${ZOHO_SANDBOX_PATH}/oauth/v2/auth`, operatorOnly, async (request, reply): Promise<RestAnswer<'GET /sandbox/zoho/oauth/v2/auth'>> => {
    const query = parseWith(zohoAuthQuery, request.query ?? {});
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const refused = refusal(query);
    if (refused) return reply.code(400).send(oauthErrorPage(refused));
    return consentPage(
      {
        clientId: query.client_id ?? '',
        responseType: query.response_type ?? '',
        scope: query.scope ?? '',
        redirectUri: query.redirect_uri ?? '',
        state: query.state ?? '',
        accessType: query.access_type ?? '',
        prompt: query.prompt ?? '',
      },
      SANDBOX_ZOHO_CLIENT_NAME,
    );
  });

  app.get(`${ZOHO_SANDBOX_PATH}/oauth/v2/consent`, operatorOnly, async (request, reply) => {
    const query = parseWith(zohoConsentQuery, request.query ?? {});
    const refused = refusal(query) ?? (query.decision ? null : 'Accept or reject the request to continue.');
    const redirect = consoleRedirect(config.publicUrl, query.redirect_uri);
    if (refused || !redirect)
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(oauthErrorPage(refused ?? 'Invalid redirect.'));
    const state: Record<string, string> = query.state ? { state: query.state } : {};
    if (query.decision === 'reject') return reply.redirect(withQuery(redirect, { error: 'access_denied', ...state }));
    const code = codes.issue({ subject: query.scope ?? '', clientId: SANDBOX_ZOHO_CLIENT_ID, redirectUri: redirect.toString() });
    return reply.redirect(withQuery(redirect, { code, location: 'us', 'accounts-server': accountsServer, ...state }));
  });
}
