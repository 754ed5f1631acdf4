import type { FastifyInstance, FastifyReply } from 'fastify';
import { facebookMessages } from '../../../services/contracts/channels/facebook';
import { channelUsageHeaders } from '../../../services/contracts/rest/channelUsage';
import {
  facebookLoginBody,
  facebookLoginCallbackQuery,
  facebookLoginMessages,
  facebookLoginQuery,
  type FacebookLoginMessage,
  type PagesKind,
} from '../../../services/contracts/rest/facebookPages';
import type { RestAnswer } from '../../../services/contracts/rest';
import { withRestContext } from '../../ai/restAccess';
import type { AppDeps } from '../../deps';
import { signedIn } from '../../graphql/context';
import { HttpError } from '../../http/errors';
import { parseBody, parseWith } from '../../http/validate';
import { requireChannelRight } from '../channelPermissions';
import { facebookApp, facebookDialogBase, GRAPH_VERSION } from '../facebookApp';
import { exchangeCode } from './graphCalls';
import { loginPopupPage } from './loginPopupPage';
import { loginState, readLoginState } from './loginState';

/** The scopes the login asks for (spec 02 section 7); Instagram also reads the linked account and its messages. */
export const LOGIN_SCOPES: Readonly<Record<PagesKind, readonly string[]>> = {
  facebook: ['pages_messaging', 'pages_show_list', 'business_management'],
  instagram: ['pages_messaging', 'pages_show_list', 'business_management', 'instagram_basic', 'instagram_manage_messages'],
};

export const LOGIN_PATH = '/channel/facebook/login';
export const CALLBACK_PATH = '/channel/facebook/login/callback';

/**
 * The social login (spec 02 section 4): POST /channel/facebook/login (an ADMIN of the companyID
 * header's company) answers where the popup starts; GET /channel/facebook/login checks the
 * signed state and redirects to the provider's dialog; the dialog's redirect back
 * (GET /channel/facebook/login/callback) has its code exchanged for the user's token here and
 * hands it to the console window. A forged or stale state, a cancel and a refused code are
 * handed over as words the same way.
 */
export function loginRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { config, clock } = deps;
  const consoleOrigin = new URL(config.publicUrl).origin;
  const redirectUri = `${config.publicUrl}${CALLBACK_PATH}`;
  const popup = (reply: FastifyReply, message: Omit<FacebookLoginMessage, 'type'>) =>
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(loginPopupPage(consoleOrigin, { type: 'facebookLogin', ...message }));

  app.post(LOGIN_PATH, (request): Promise<RestAnswer<'POST /channel/facebook/login'>> =>
    withRestContext(deps, request, async (context) => {
      const { companyid } = parseWith(channelUsageHeaders, request.headers);
      const { kind } = parseBody(facebookLoginBody, request.body);
      const access = await requireChannelRight(context, companyid, 'create');
      if (!facebookApp(config)) throw new HttpError(400, facebookLoginMessages.notConfigured);
      const state = loginState(config.secretKey, { companyId: access.companyId, kind, userId: signedIn(context).user.id }, clock.now());
      return { url: `${LOGIN_PATH}?${new URLSearchParams({ state })}` };
    }),
  );

  app.get(LOGIN_PATH, async (request, reply) => {
    const { state = '' } = parseWith(facebookLoginQuery, request.query ?? {});
    const login = readLoginState(config.secretKey, state, clock.now());
    const facebook = facebookApp(config);
    if (!facebook) return popup(reply.code(400), { error: facebookLoginMessages.notConfigured });
    if (!login) return popup(reply.code(400), { error: facebookLoginMessages.stateRefused });
    const dialog = new URL(`${facebookDialogBase(config)}/${GRAPH_VERSION}/dialog/oauth`);
    dialog.search = new URLSearchParams({
      client_id: facebook.appId,
      redirect_uri: redirectUri,
      state,
      scope: LOGIN_SCOPES[login.kind].join(','),
      response_type: 'code',
    }).toString();
    return reply.header('cache-control', 'no-store').redirect(dialog.toString());
  });

  app.get(CALLBACK_PATH, async (request, reply): Promise<RestAnswer<'GET /channel/facebook/login/callback'>> => {
    const query = parseWith(facebookLoginCallbackQuery, request.query ?? {});
    const facebook = facebookApp(config);
    if (!facebook) return popup(reply.code(400), { error: facebookLoginMessages.notConfigured });
    if (!readLoginState(config.secretKey, query.state ?? '', clock.now())) return popup(reply.code(400), { error: facebookLoginMessages.stateRefused });
    if (query.error)
      return popup(reply, { error: query.error_reason === 'user_denied' ? facebookLoginMessages.cancelled : query.error_description || facebookLoginMessages.failed });
    const exchanged = await exchangeCode(config, facebook, query.code ?? '', redirectUri);
    if (!exchanged.ok || !exchanged.token) return popup(reply.code(400), { error: exchanged.ok ? facebookMessages.receiversFailed : exchanged.message });
    return popup(reply, { accessToken: exchanged.token });
  });
}
