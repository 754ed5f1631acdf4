import type { FastifyInstance } from 'fastify';
import { ANALYSIS_API } from '../../services/contracts/analysis';
import {
  ASSISTANT_SUMMARY_DAYS,
  assistantAnalysisQuery,
  assistantSummaryQuery,
  type AssistantAnalysis,
  type AssistantSummaries,
  type MemberCompanies,
} from '../../services/contracts/assistantAnalysis';
import { companyAllowsIp } from '../auth/ipAllowlist';
import { requireMember } from '../companies/access';
import { signedIn, type GraphqlContext } from '../graphql/context';
import type { AppDeps } from '../deps';
import { asHttpError, requestContext } from '../designerData/companyScope';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { checkReportRange } from './aiReport';
import { assistantAnalysisFigures, assistantSummaryFigures } from './assistantAnalysis';

export const assistantAnalysisMessages = {
  unknownAssistant: 'This assistant does not exist.',
  unknownVersion: 'This version is not one of the assistant’s versions.',
} as const;

async function member(context: GraphqlContext, companyId: string): Promise<void> {
  try {
    await requireMember(context, companyId);
  } catch (error) {
    throw asHttpError(error);
  }
}

/**
 * The assistant analysis REST calls (spec 01 sections 2.2 and 2.16): the companies the caller
 * belongs to, a company's assistants with their headline figures, and one assistant's figures.
 * Signed out: 401; a body that does not fit: 400 with the reason; an assistant or version that
 * does not exist: 404; a company the caller does not belong to: 403.
 */
export function assistantAnalysisRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(`${ANALYSIS_API}/member-companies`, async (request): Promise<MemberCompanies> => {
    const context = await requestContext(deps, request);
    const rows = await deps.db
      .selectFrom('company_users')
      .innerJoin('companies', 'companies.id', 'company_users.company_id')
      .select(['companies.id', 'companies.name', 'companies.ip_allowlist'])
      .where('company_users.user_id', '=', signedIn(context).user.id)
      .orderBy('companies.name')
      .execute();
    return rows.filter((row) => companyAllowsIp(row.ip_allowlist, request.ip)).map((row) => ({ id: row.id, name: row.name }));
  });

  app.post(`${ANALYSIS_API}/assistants`, async (request, reply): Promise<AssistantSummaries> => {
    const context = await requestContext(deps, request);
    const query = parseBody(assistantSummaryQuery, request.body);
    await member(context, query.companyId);
    reply.header('Cache-Control', 'no-store');
    const since = new Date(deps.clock.now().getTime() - ASSISTANT_SUMMARY_DAYS * 24 * 60 * 60 * 1000);
    return assistantSummaryFigures(deps.db, query.companyId, since);
  });

  app.post(`${ANALYSIS_API}/assistant`, async (request, reply): Promise<AssistantAnalysis> => {
    const context = await requestContext(deps, request);
    const query = parseBody(assistantAnalysisQuery, request.body);
    checkReportRange(query, deps.clock.now());
    const bot = await deps.db.selectFrom('bots').select(['id', 'name', 'company_id']).where('id', '=', query.botId).where('archived_at', 'is', null).executeTakeFirst();
    if (!bot) throw new HttpError(404, assistantAnalysisMessages.unknownAssistant);
    await member(context, bot.company_id);
    if (query.versionId) {
      const version = await deps.db.selectFrom('bot_versions').select('id').where('id', '=', query.versionId).where('bot_id', '=', bot.id).executeTakeFirst();
      if (!version) throw new HttpError(404, assistantAnalysisMessages.unknownVersion);
    }
    reply.header('Cache-Control', 'no-store');
    return assistantAnalysisFigures(deps.db, { id: bot.id, name: bot.name, companyId: bot.company_id }, query);
  });
}
