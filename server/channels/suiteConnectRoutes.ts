import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isHttpUrl } from '../../services/contracts/channels/fields';
import { normaliseSuiteUrl, suiteMessages } from '../../services/contracts/channels/suite';
import { channelUsageHeaders } from '../../services/contracts/rest/channelUsage';
import { suiteCaptchaQuery, suiteConnectLogin, suiteHandoverChoice } from '../../services/contracts/rest/suiteConnect';
import type { RestAnswer } from '../../services/contracts/rest';
import { withRestContext } from '../ai/restAccess';
import type { AppDeps } from '../deps';
import type { GraphqlContext } from '../graphql/context';
import { HttpError } from '../http/errors';
import { parseBody, parseWith } from '../http/validate';
import { requireChannelRight } from './channelPermissions';
import { channelById } from './channelStore';
import { updateChannel } from './channelUpdate';
import { suiteCaptcha, suiteLogin, suitePools } from './suiteCalls';
import { suiteBackendOf, suiteCloudBase } from './suiteBase';

const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/** The suite a form talks to: the on-premise address typed (normalised), else the cloud suite; none is "no suite account there". */
function backendOf(deps: AppDeps, url: string | undefined): string {
  const typed = url ? normaliseSuiteUrl(url).replace(/\/+$/, '') : '';
  if (typed && !isHttpUrl(typed)) throw new HttpError(404, suiteMessages.noSuiteAccount);
  const base = typed || suiteCloudBase(deps.config);
  if (!base) throw new HttpError(404, suiteMessages.noSuiteAccount);
  return base;
}

/** Whether a live suite channel (of any company) already serves this suite company and pool. */
async function poolIntegrated(deps: AppDeps, suiteCompanyId: string, suitePoolId: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('channels')
    .select('id')
    .where('integration_type', '=', 'Suite')
    .where('status', '=', 'ACTIVE')
    .where(sql<string>`properties->>'suiteCompanyId'`, '=', suiteCompanyId)
    .where(sql<string>`properties->>'suitePoolId'`, '=', suitePoolId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A live suite channel the caller may use with the right, with its backend and agent token; anything else is "target not found". */
async function suiteChannel(context: GraphqlContext, deps: AppDeps, channelId: string, right: 'read' | 'update') {
  const channel = await channelById(deps.db, deps.config.secretKey, channelId);
  if (!channel || channel.status !== 'ACTIVE' || channel.integrationType !== 'Suite') throw new HttpError(400, suiteMessages.targetNotFound);
  await requireChannelRight(context, channel.companyId, right);
  const custom = channel.properties['customSuiteBackend'];
  const base = suiteBackendOf(deps.config, typeof custom === 'string' ? custom : undefined);
  const token = channel.properties['suiteAgentToken'];
  if (!base || typeof token !== 'string') throw new HttpError(400, suiteMessages.targetNotFound);
  return { base, token };
}

/**
 * The suite form's calls (spec 02 sections 4, 7, 8; services/contracts/rest/suiteConnect.ts):
 * captcha and login for an ADMIN of the companyID header's company (the login first checks that
 * no live channel serves the suite company and pool: 402), then on update the pools of the
 * channel's suite and the handover pool, which must be one of them.
 */
export function suiteConnectRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/channel/suite/captcha', (request): Promise<RestAnswer<'GET /channel/suite/captcha'>> =>
    withRestContext(deps, request, async (context) => {
      const { companyid } = parseWith(channelUsageHeaders, request.headers);
      await requireChannelRight(context, companyid, 'create');
      const base = backendOf(deps, parseWith(suiteCaptchaQuery, request.query).url);
      return { ...(await suiteCaptcha(deps, base)), url: base };
    }),
  );

  app.post('/channel/suite/login', (request): Promise<RestAnswer<'POST /channel/suite/login'>> =>
    withRestContext(deps, request, async (context) => {
      const { companyid } = parseWith(channelUsageHeaders, request.headers);
      await requireChannelRight(context, companyid, 'create');
      const login = parseBody(suiteConnectLogin, request.body);
      const base = backendOf(deps, login.url);
      if (await poolIntegrated(deps, login.suiteCompanyId, login.suitePoolId)) throw new HttpError(402, suiteMessages.alreadyIntegrated);
      const token = await suiteLogin(deps, base, {
        username: withoutSpaces(login.username),
        password: withoutSpaces(login.password),
        captchaKey: login.captchaKey,
        captchaVal: login.captchaVal.trim(),
      });
      return { suiteAgentToken: token };
    }),
  );

  app.get<{ Params: { id: string } }>('/channel/:id/suite/pools', (request): Promise<RestAnswer<'GET /channel/:id/suite/pools'>> =>
    withRestContext(deps, request, async (context) => {
      const { base, token } = await suiteChannel(context, deps, request.params.id, 'read');
      return suitePools(deps, base, token);
    }),
  );

  app.put<{ Params: { id: string } }>('/channel/:id/suite/handover', (request): Promise<RestAnswer<'PUT /channel/:id/suite/handover'>> =>
    withRestContext(deps, request, async (context) => {
      const { suiteHandoverPoolID } = parseBody(suiteHandoverChoice, request.body);
      const { base, token } = await suiteChannel(context, deps, request.params.id, 'update');
      if (!(await suitePools(deps, base, token)).some((pool) => pool.id === suiteHandoverPoolID)) throw new HttpError(400, suiteMessages.targetNotFound);
      await updateChannel(context, { channelId: request.params.id, change: (stored) => ({ ...stored, suiteHandoverPoolID }) });
      return { suiteHandoverPoolID };
    }),
  );
}
