import { z } from 'zod';
import { fieldsQuery, requiredText, wholeNumberText } from './requestFields';

/**
 * What the designer's REST reads under /bot/api send (spec 03 section 7.2): the company is
 * named by the companyID header (or the companyId query parameter), checked by the server.
 */

/** The fields of a catalog and of a product the Commerce panel may ask for. */
export const CATALOG_FIELDS = ['id', 'name'] as const;
export const PRODUCT_FIELDS = ['id', 'price', 'sale_price', 'size', 'image_url', 'name', 'retailer_id'] as const;
export const catalogQuery = fieldsQuery(CATALOG_FIELDS);
export const productQuery = fieldsQuery(PRODUCT_FIELDS);

/** Spec 03 section 9: code blocks are loaded with page size 1000, the largest page served. */
export const CODE_BLOCK_MAX_PAGE_SIZE = 1000;
export const codeBlockListQuery = z.object({
  page: wholeNumberText('page', 0, 1_000_000, 0),
  pageSize: wholeNumberText('pageSize', 1, CODE_BLOCK_MAX_PAGE_SIZE, CODE_BLOCK_MAX_PAGE_SIZE),
});
export const codeBlockQuery = z.object({ version: z.string().trim().min(1, 'version must not be empty.').max(100, 'version is at most 100 characters.').optional() });

export const integrationsByTypeQuery = z.object({ type: requiredText('type', 60) });
export const departmentsBody = z.object({ integrationId: requiredText('integrationId') });

/** The partner events and contacts of an assistant version. */
export const partnerVersionBody = z.object({ botId: requiredText('botId'), versionId: requiredText('versionId') });
/** GET /bot/api/agents names the partner in a header (headers arrive in lower case). */
export const partnerNameHeader = z.object({ partnername: requiredText('The partnerName header') });
