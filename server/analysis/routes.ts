import type { FastifyInstance } from 'fastify';
import { ANALYSIS_API, aiReportExportQuery, aiReportQuery, type AiReport } from '../../services/contracts/analysis';
import { companyAllowsIp } from '../auth/ipAllowlist';
import { requireMember } from '../companies/access';
import { signedIn } from '../graphql/context';
import type { AppDeps } from '../deps';
import { asHttpError, requestContext } from '../designerData/companyScope';
import { parseBody } from '../http/validate';
import { aiReportFigures, checkReportRange } from './aiReport';
import { CONVERSATION_REPORT_API, conversationReportQuery, type ConversationReport } from '../../services/contracts/conversationReport';
import { checkReportSubjects, conversationReportRows } from './conversationReport';
import { reportDirection, reportTexts } from './reportTexts';
import { conversationAssistantQuery, type ConversationAssistantReport } from '../../services/contracts/conversationAssistantReport';
import { conversationAssistantFigures } from './conversationAssistantReport';

/**
 * The analysis REST calls (spec 01 sections 2.16 and 6): the companies where the caller is
 * ADMIN (AI reporting needs one), the AI reporting figures of one of them, the same figures
 * as a download (an Excel workbook or a PDF), and the conversation assistant report. Signed out: 401;
 * a body that does not fit: 400 with the reason; not an ADMIN of the company: 403.
 */
export function analysisRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(`${ANALYSIS_API}/admin-companies`, async (request): Promise<Array<{ id: string; name: string }>> => {
    const context = await requestContext(deps, request);
    const rows = await deps.db
      .selectFrom('company_users')
      .innerJoin('companies', 'companies.id', 'company_users.company_id')
      .select(['companies.id', 'companies.name', 'companies.ip_allowlist'])
      .where('company_users.user_id', '=', signedIn(context).user.id)
      .where('company_users.user_type', '=', 'ADMIN')
      .orderBy('companies.name')
      .execute();
    return rows.filter((row) => companyAllowsIp(row.ip_allowlist, request.ip)).map((row) => ({ id: row.id, name: row.name }));
  });

  app.post(`${ANALYSIS_API}/ai-report`, async (request, reply): Promise<AiReport> => {
    const context = await requestContext(deps, request);
    const query = parseBody(aiReportQuery, request.body);
    checkReportRange(query, deps.clock.now());
    try {
      await requireMember(context, query.companyId, 'admin');
    } catch (error) {
      throw asHttpError(error);
    }
    reply.header('Cache-Control', 'no-store');
    return aiReportFigures(deps.db, query);
  });

  // How each assistant of a company did with its conversations (/conversation-assistant-report): for an ADMIN of the company.
  app.post(`${ANALYSIS_API}/conversation-assistant-report`, async (request, reply): Promise<ConversationAssistantReport> => {
    const context = await requestContext(deps, request);
    const query = parseBody(conversationAssistantQuery, request.body);
    checkReportRange(query, deps.clock.now());
    try {
      await requireMember(context, query.companyId, 'admin');
    } catch (error) {
      throw asHttpError(error);
    }
    const company = await deps.db.selectFrom('companies').select(['id', 'name']).where('id', '=', query.companyId).executeTakeFirstOrThrow();
    reply.header('Cache-Control', 'no-store');
    const figures = await conversationAssistantFigures(deps.db, company, query);
    return { companyId: company.id, companyName: company.name, startDate: query.startDate, endDate: query.endDate, ...figures };
  });

  // The conversation report of one AI connection (spec 03): any member of the company (the designer's link is disabled for a VIEWER).
  app.post(CONVERSATION_REPORT_API, async (request, reply): Promise<ConversationReport> => {
    const context = await requestContext(deps, request);
    const query = parseBody(conversationReportQuery, request.body);
    try {
      await requireMember(context, query.companyId);
    } catch (error) {
      throw asHttpError(error);
    }
    await checkReportSubjects(deps.db, query);
    reply.header('Cache-Control', 'no-store');
    return conversationReportRows(deps.db, query);
  });

  app.post(`${ANALYSIS_API}/ai-report/export`, async (request, reply) => {
    const context = await requestContext(deps, request);
    const { query, format, language } = parseBody(aiReportExportQuery, request.body);
    checkReportRange(query, deps.clock.now());
    try {
      await requireMember(context, query.companyId, 'admin');
    } catch (error) {
      throw asHttpError(error);
    }
    const report = await aiReportFigures(deps.db, query);
    const texts = reportTexts(language);
    const filename = `ai-report-${query.startDate}-${query.endDate}.${format}`;
    reply.header('Cache-Control', 'no-store');
    reply.header('Content-Disposition', `attachment; filename="${filename}"`);
    if (format === 'xlsx') {
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      // The workbook's and the PDF's libraries load with the first export, not with the server.
      const { aiReportWorkbook } = await import('./aiReportWorkbook');
      return reply.send(await aiReportWorkbook(report, texts));
    }
    const company = await deps.db.selectFrom('companies').select('name').where('id', '=', query.companyId).executeTakeFirstOrThrow();
    reply.type('application/pdf');
    const { aiReportPdf } = await import('./aiReportPdf');
    return reply.send(Buffer.from(await aiReportPdf(report, texts, { company: company.name, query, direction: reportDirection(language) })));
  });
}
