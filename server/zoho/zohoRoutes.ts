import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ZOHO_AUTHORIZE_API,
  ZOHO_CHANNEL_API,
  ZOHO_RETURN_PATH,
  ZOHO_SCOPES,
  ZOHO_TOKEN_API,
  zohoAuthorizeBody,
  zohoChannelBody,
  zohoLoginMessages as m,
  zohoReturnQuery,
} from '../../services/contracts/channels/salesChatLogin';
import type { RestAnswer } from '../../services/contracts/rest';
import { asHttpError } from '../ai/restAccess';
import { createChannel } from '../channels/channelCreate';
import { requireFirstOfKind, requireUnusedElsewhere } from '../channels/channelUsage';
import { requireMember } from '../companies/access';
import type { AppDeps } from '../deps';
import { requestContext } from '../designerData/companyScope';
import { signedIn, type GraphqlContext } from '../graphql/context';
import { HttpError } from '../http/errors';
import { parseBody, parseWith } from '../http/validate';
import { loginState, readLoginState } from './loginState';
import { loginTicket, readLoginTicket } from './loginTicket';
import { zohoAccountsBase } from './zohoAccounts';
import { exchangeZohoCode } from './zohoOAuth';

/**
 * A channel-layer refusal as the HTTP answer, with the status every channel route gives it: a
 * portal another company connected is 402, as the spec's "That account is already integrated".
 */
const rethrowing = <T>(run: Promise<T>): Promise<T> =>
  run.catch((error: unknown) => {
    throw asHttpError(error);
  });

/** The error Zoho redirected with, when it is one of its codes (access_denied); anything else is not repeated to the admin. */
const providerErrorOf = (error: string) => (/^[\w.-]{1,100}$/.test(error) ? m.providerError(error) : m.providerErrorUnknown);

/**
 * Connecting a sales-chat (Zoho SalesIQ) channel by Zoho's authorization code flow
 * (docs/pages.md, /company-profile/create-zoho). Each step is for an ADMIN of the company:
 * POST /core/v1/zoho/authorize answers Zoho's authorize address for the company's client, with a
 * state that carries the company id and seals the client and who asked; GET /core/v1/zoho/token
 * takes the query Zoho redirected with, checks the state and exchanges the code at the
 * configured accounts server, answering a sealed ticket (the tokens never reach the browser
 * readable); POST /core/v1/zoho/channel opens the ticket and creates the channel the way every
 * channel is created (usage checks, secrets sealed).
 */
export function zohoRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { config, clock, db } = deps;
  const redirectUri = `${config.publicUrl}${ZOHO_RETURN_PATH}`;

  const admin = (context: GraphqlContext, companyId: string) => rethrowing(requireMember(context, companyId, 'admin'));

  app.post(ZOHO_AUTHORIZE_API, async (request, reply): Promise<RestAnswer<'POST /core/v1/zoho/authorize'>> => {
    const context = await requestContext(deps, request);
    const body = parseBody(zohoAuthorizeBody, request.body);
    const access = await admin(context, body.companyId);
    const screenName = body.screenName ? body.screenName : undefined;
    // Refused before the admin gives Zoho their consent: a second sales chat, or a portal another company has.
    await rethrowing(requireFirstOfKind(db, 'salesChat', access.companyId));
    await rethrowing(requireUnusedElsewhere(db, 'salesChat', { screenName }, access.companyId));
    const state = loginState(
      config.secretKey,
      { companyId: access.companyId, userId: access.userId, clientId: body.clientId, clientSecret: body.clientSecret, ...(screenName ? { screenName } : {}) },
      clock.now(),
    );
    const authorize = new URL(`${zohoAccountsBase(config)}/oauth/v2/auth`);
    authorize.search = new URLSearchParams({
      scope: ZOHO_SCOPES.join(','),
      client_id: body.clientId,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      redirect_uri: redirectUri,
      state,
    }).toString();
    reply.header('cache-control', 'no-store');
    return { url: authorize.toString() };
  });

  app.get(ZOHO_TOKEN_API, async (request, reply): Promise<RestAnswer<'GET /core/v1/zoho/token'>> => {
    reply.header('cache-control', 'no-store');
    const context = await requestContext(deps, request);
    const query = parseWith(zohoReturnQuery, request.query ?? {});
    if (query['error'] !== undefined) throw new HttpError(400, providerErrorOf(query['error']));
    const login = readLoginState(config.secretKey, query['state'] ?? '', clock.now());
    if (!login || login.userId !== signedIn(context).user.id) throw new HttpError(400, m.notStartedHere);
    await admin(context, login.companyId);
    const code = query['code'];
    if (!code) throw new HttpError(400, m.codeMissing);
    // The accounts-server Zoho names in the query is not followed: the client secret goes only to the configured address.
    const exchange = await exchangeZohoCode(zohoAccountsBase(config), login, code, redirectUri);
    if (!exchange.ok) {
      request.log.warn({ companyId: login.companyId, reason: exchange.reason }, 'zoho code exchange failed');
      throw exchange.error ? new HttpError(400, m.providerError(exchange.error)) : new HttpError(502, m.providerErrorUnknown);
    }
    const now = clock.now();
    const { tokens } = exchange;
    const ticket = loginTicket(
      config.secretKey,
      {
        ...login,
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        apiDomain: tokens.apiDomain,
        tokenExpireTime: Math.floor(now.getTime() / 1000) + tokens.expiresIn,
      },
      now,
    );
    return { companyId: login.companyId, ticket, expiresIn: tokens.expiresIn };
  });

  app.post(ZOHO_CHANNEL_API, async (request, reply): Promise<RestAnswer<'POST /core/v1/zoho/channel'>> => {
    reply.header('cache-control', 'no-store');
    const context = await requestContext(deps, request);
    const body = parseBody(zohoChannelBody, request.body);
    const login = readLoginTicket(config.secretKey, body.ticket, clock.now());
    if (!login || login.userId !== signedIn(context).user.id) throw new HttpError(400, m.ticketRefused);
    const created = await createChannel(context, {
      companyId: login.companyId,
      name: body.name,
      kind: 'salesChat',
      botId: body.botId ? body.botId : null,
      properties: {
        clientId: login.clientId,
        clientSecret: login.clientSecret,
        ...(login.screenName ? { screenName: login.screenName } : {}),
        accessToken: login.accessToken,
        refreshToken: login.refreshToken,
        tokenExpireTime: login.tokenExpireTime,
        ...(login.apiDomain ? { apiDomain: login.apiDomain } : {}),
      },
    }).catch((error: unknown) => {
      throw creationFailure(request, error);
    });
    return { channelId: created.channel.id, companyId: created.channel.companyID, name: created.channel.name };
  });
}

/** A refusal of the channel layer as it answers it; anything else is the spec's create failure, logged by name only. */
function creationFailure(request: FastifyRequest, error: unknown): unknown {
  const refused = asHttpError(error);
  if (refused instanceof HttpError) return refused;
  request.log.error({ failure: error instanceof Error ? error.name : typeof error }, 'zoho channel could not be created');
  return new HttpError(500, m.createFailed);
}
