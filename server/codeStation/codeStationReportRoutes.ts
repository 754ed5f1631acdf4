import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../services/contracts/rest';
import { blockReportQuery, CODE_STATION_REPORTS_API, reportCompanyQuery } from '../../services/contracts/rest/codeStationReports';
import { companyAllowsIp } from '../auth/ipAllowlist';
import { isUuid, requireMember } from '../companies/access';
import type { AppDeps } from '../deps';
import { asHttpError, requestContext } from '../designerData/companyScope';
import { designerDataMessages } from '../designerData/messages';
import { signedIn } from '../graphql/context';
import { HttpError } from '../http/errors';
import { parseWith } from '../http/validate';
import { codeBlockRuns, codeBlockSummaries, runCompanies } from './codeStationReports';
import { codeBlockUsage } from './codeBlockUsage';

/**
 * The code station reports (services/contracts/rest/codeStationReports.ts): the caller's
 * companies with their runs, one company's code blocks with their figures, and one block's
 * runs, and where the company's blocks are called. Signed out: 401; not a member of the company: 403; a block that is not the company's
 * (or no id at all): 404.
 */
export function codeStationReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const member = async (request: Parameters<typeof requestContext>[1], companyId: string) => {
    const context = await requestContext(deps, request);
    try {
      return await requireMember(context, companyId);
    } catch (error) {
      throw asHttpError(error);
    }
  };

  app.get(`${CODE_STATION_REPORTS_API}/companies`, async (request, reply): Promise<RestAnswer<'GET /bot/api/code-station/reports/companies'>> => {
    const context = await requestContext(deps, request);
    const rows = await runCompanies(deps.db, signedIn(context).user.id);
    reply.header('Cache-Control', 'no-store');
    return rows.filter((row) => companyAllowsIp(row.ipAllowlist, request.ip)).map(({ ipAllowlist: _, ...row }) => row);
  });

  app.get(`${CODE_STATION_REPORTS_API}/code-blocks`, async (request, reply): Promise<RestAnswer<'GET /bot/api/code-station/reports/code-blocks'>> => {
    const { companyId } = parseWith(reportCompanyQuery, request.query);
    await member(request, companyId);
    const company = await deps.db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
    reply.header('Cache-Control', 'no-store');
    return { companyId, companyName: company.name, blocks: await codeBlockSummaries(deps.db, companyId) };
  });

  app.get(`${CODE_STATION_REPORTS_API}/usage`, async (request, reply): Promise<RestAnswer<'GET /bot/api/code-station/reports/usage'>> => {
    const { companyId } = parseWith(reportCompanyQuery, request.query);
    await member(request, companyId);
    const company = await deps.db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
    reply.header('Cache-Control', 'no-store');
    return { companyId, companyName: company.name, ...(await codeBlockUsage(deps.db, companyId)) };
  });

  app.get(`${CODE_STATION_REPORTS_API}/runs`, async (request, reply): Promise<RestAnswer<'GET /bot/api/code-station/reports/runs'>> => {
    const query = parseWith(blockReportQuery, request.query);
    await member(request, query.companyId);
    const report = isUuid(query.codeBlockId) ? await codeBlockRuns(deps.db, query, deps.clock.now()) : undefined;
    if (!report) throw new HttpError(404, designerDataMessages.codeBlockNotFound);
    reply.header('Cache-Control', 'no-store');
    return report;
  });
}
