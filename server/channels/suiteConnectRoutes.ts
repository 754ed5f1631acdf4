import type { FastifyInstance } from 'fastify';
import { suiteMessages } from '../../services/contracts/channels/suite';
import { channelUsageHeaders } from '../../services/contracts/rest/channelUsage';
import { suiteCaptchaQuery, suiteConnectLogin, suiteHandoverChoice } from '../../services/contracts/rest/suiteConnect';
import type { RestAnswer } from '../../services/contracts/rest';
import { withRestContext } from '../ai/restAccess';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseBody, parseWith } from '../http/validate';
import { updateChannel } from './channelUpdate';
import { suiteCaptcha, suiteLogin, suitePools } from './suiteCalls';
import { backendOf, poolIntegrated, suiteChannel, withoutSpaces } from './suiteConnectChecks';
import { requireChannelRight } from './channelPermissions';

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
