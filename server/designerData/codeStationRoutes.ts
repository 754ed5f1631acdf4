import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isUuid } from '../companies/access';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseWith } from '../http/validate';
import { codeBlockDetails, codeBlockPage } from './codeBlockStore';
import { companyAccess } from './companyScope';
import { designerDataMessages } from './messages';

/** Spec 03 section 9: code blocks are loaded with page size 1000, the largest page served. */
export const CODE_BLOCK_MAX_PAGE_SIZE = 1000;

const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? String(fallback) : value.trim()))
    .refine((value) => /^\d{1,7}$/.test(value) && Number(value) >= min && Number(value) <= max, `${name} must be a whole number from ${min} to ${max}.`)
    .transform(Number);

const listQuery = z.object({
  page: wholeNumber('page', 0, 1_000_000, 0),
  pageSize: wholeNumber('pageSize', 1, CODE_BLOCK_MAX_PAGE_SIZE, CODE_BLOCK_MAX_PAGE_SIZE),
});
const detailsQuery = z.object({ version: z.string().trim().min(1, 'version must not be empty.').max(100, 'version is at most 100 characters.').optional() });

/**
 * GET /bot/api/code-station/code-block?companyId=&page=&pageSize=: the company's code blocks,
 * paged. GET /bot/api/code-station/code-block/:functionId[?version=]: versions newest first and
 * the parameter names of the newest (or the given) version.
 */
export function codeStationRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/bot/api/code-station/code-block', async (request) => {
    const access = await companyAccess(deps, request);
    const { page, pageSize } = parseWith(listQuery, request.query);
    return codeBlockPage(deps.db, access.companyId, page, pageSize);
  });

  app.get<{ Params: { functionId: string } }>('/bot/api/code-station/code-block/:functionId', async (request) => {
    const access = await companyAccess(deps, request);
    const { version } = parseWith(detailsQuery, request.query);
    // Another company's code block looks the same as a missing one.
    const details = isUuid(request.params.functionId) ? await codeBlockDetails(deps.db, access.companyId, request.params.functionId, version) : 'noBlock';
    if (details === 'noBlock') throw new HttpError(404, designerDataMessages.codeBlockNotFound);
    if (details === 'noVersion') throw new HttpError(404, designerDataMessages.codeBlockVersionNotFound);
    return details;
  });
}
