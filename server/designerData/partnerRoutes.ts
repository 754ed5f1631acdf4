import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RestAnswer } from '../../services/contracts/rest';
import { partnerNameHeader, partnerVersionBody } from '../../services/contracts/rest/designerDataRequests';
import { isUuid } from '../companies/access';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseBody, parseWith } from '../http/validate';
import { decrypt } from '../secrets';
import type { PartnerAccount } from '../providers/partners/provider';
import { botAccess, companyAccess, fromProvider } from './companyScope';
import { designerDataMessages } from './messages';
import type { DesignerProviders } from './providers';

/**
 * POST /bot/api/ucd/partner/events and /contacts {botId, versionId}: the partner's events and
 * contact attributes, with the partnerName and request token stored on that version (the
 * token never reaches the browser). GET /bot/api/gachapon/company/partners?companyId=: the
 * company's partners. GET /bot/api/agents (partnerName and companyID headers): that partner's agents.
 */
export function partnerRoutes(app: FastifyInstance, deps: AppDeps, providers: DesignerProviders): void {
  async function versionPartner(request: FastifyRequest): Promise<PartnerAccount> {
    const { botId, versionId } = parseBody(partnerVersionBody, request.body);
    const bot = await botAccess(deps, request, botId);
    const version = isUuid(versionId)
      ? await deps.db.selectFrom('bot_versions').select(['partner_name', 'request_token_enc']).where('id', '=', versionId).where('bot_id', '=', bot.id).executeTakeFirst()
      : undefined;
    if (!version) throw new HttpError(404, designerDataMessages.versionNotFound);
    if (!version.partner_name || !version.request_token_enc) throw new HttpError(409, designerDataMessages.noPartner, { cause: 'err_no_partner' });
    return { partnerName: version.partner_name, requestToken: decrypt(deps.config.secretKey, version.request_token_enc) };
  }

  app.post('/bot/api/ucd/partner/events', async (request): Promise<RestAnswer<'POST /bot/api/ucd/partner/events'>> => {
    const account = await versionPartner(request);
    return fromProvider(request, () => providers.partners.events(account));
  });

  app.post('/bot/api/ucd/partner/contacts', async (request): Promise<RestAnswer<'POST /bot/api/ucd/partner/contacts'>> => {
    const account = await versionPartner(request);
    return fromProvider(request, () => providers.partners.contacts(account));
  });

  app.get('/bot/api/gachapon/company/partners', async (request): Promise<RestAnswer<'GET /bot/api/gachapon/company/partners'>> => {
    const access = await companyAccess(deps, request);
    const rows = await deps.db
      .selectFrom('company_partners')
      .select(['id', 'company_id', 'partner_name'])
      .where('company_id', '=', access.companyId)
      .orderBy('partner_name')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, companyId: row.company_id, partnerName: row.partner_name }));
  });

  app.get('/bot/api/agents', async (request): Promise<RestAnswer<'GET /bot/api/agents'>> => {
    const access = await companyAccess(deps, request);
    const { partnername: partnerName } = parseWith(partnerNameHeader, request.headers);
    // Only the company's own partners: another company's partner looks like a missing one.
    const partner = await deps.db.selectFrom('company_partners').select('id').where('company_id', '=', access.companyId).where('partner_name', '=', partnerName).executeTakeFirst();
    if (!partner) throw new HttpError(404, designerDataMessages.partnerNotFound);
    return fromProvider(request, () => providers.agents.agents(access.companyId, partnerName));
  });
}
