import { z } from 'zod';

/** What the designer's REST reads under /bot/api answer (spec 03 section 7.2). */

const text = z.string();
const nullableText = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const integrationView = z.object({ _id: text, name: text, type: text, properties: z.record(z.string(), z.unknown()) });
export const integrationViews = z.array(integrationView);
export const departments = z.array(z.object({ id: text, name: text }));
const catalog = z.object({ id: text, name: text });
const product = z.object({ id: text, price: text, sale_price: nullableText, size: nullableText, image_url: z.string().default(''), name: text, retailer_id: text });
/** Graph API paging: cursors of the first and last item of the page. */
const paging = z.object({ cursors: z.object({ before: text, after: text }) });
/** The catalogs with the fields asked (`fields=`); the Commerce panel asks for all of them (catalogPageOfAllFields). */
export const catalogPage = z.object({ data: z.array(catalog.partial()), paging: paging.optional() });
export const catalogPageOfAllFields = z.object({ data: z.array(catalog) });
/** The products with the fields asked (`fields=`); the Commerce panel asks for all of them (productPageOfAllFields). */
export const productPage = z.object({ data: z.array(product.partial()) });
export const productPageOfAllFields = z.object({ data: z.array(product) });
export const codeBlockPage = z.object({ data: z.array(z.object({ functionId: text, functionName: text, createdAt: text })) });
export const codeBlockDetails = z.object({ versions: z.array(text), parameters: z.array(text) });
export const partnerEvents = z.array(z.object({ display_name: text, key: text, params: z.array(z.object({ display_name: text, key: text, type: text, mappedKey: text })) }));
export const partnerContacts = z.array(z.object({ display_name: text, key: text, mappedKey: text }));
export const zaps = z.array(z.object({ id: text, name: text }));
export const zapTemplates = z.array(z.object({ title: text, description_plain: text, url: text, create_url: text, slug: text, status: text }));
export const partners = z.array(z.object({ id: text, companyId: text, partnerName: text }));
export const agents = z.array(
  z.object({
    versionId: text,
    partnerName: text,
    agentId: text,
    agentType: z.enum(['support', 'shopping']),
    agentName: text,
    agentDescription: text,
    createdAt: text,
    memoryEnabled: z.boolean(),
    knowledgeBases: z.array(text),
    functions: z.array(z.object({ name: text })),
    isPublished: z.boolean(),
    version: text,
  }),
);
export const conversationTags = z.array(z.object({ id: text, name: text }));
