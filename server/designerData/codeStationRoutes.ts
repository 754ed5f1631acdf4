import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../services/contracts/rest';
import { codeBlockListQuery, codeBlockQuery } from '../../services/contracts/rest/designerDataRequests';
import { isUuid } from '../companies/access';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseWith } from '../http/validate';
import { codeBlockDetails, codeBlockPage } from './codeBlockStore';
import { companyAccess } from './companyScope';
import { designerDataMessages } from './messages';

/**
 * GET /bot/api/code-station/code-block?companyId=&page=&pageSize=: the company's code blocks,
 * paged. GET /bot/api/code-station/code-block/:functionId[?version=]: versions newest first and
 * the parameter names of the newest (or the given) version.
 */
export function codeStationRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/bot/api/code-station/code-block', async (request): Promise<RestAnswer<'GET /bot/api/code-station/code-block'>> => {
    const access = await companyAccess(deps, request);
    const { page, pageSize } = parseWith(codeBlockListQuery, request.query);
    return codeBlockPage(deps.db, access.companyId, page, pageSize);
  });

  app.get<{ Params: { functionId: string } }>(
    '/bot/api/code-station/code-block/:functionId',
    async (request): Promise<RestAnswer<'GET /bot/api/code-station/code-block/:functionId'>> => {
      const access = await companyAccess(deps, request);
      const { version } = parseWith(codeBlockQuery, request.query);
      // Another company's code block looks the same as a missing one.
      const details = isUuid(request.params.functionId) ? await codeBlockDetails(deps.db, access.companyId, request.params.functionId, version) : 'noBlock';
      if (details === 'noBlock') throw new HttpError(404, designerDataMessages.codeBlockNotFound);
      if (details === 'noVersion') throw new HttpError(404, designerDataMessages.codeBlockVersionNotFound);
      return details;
    },
  );
}
