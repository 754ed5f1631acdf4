import type { ApolloClient } from '@apollo/client';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { fetchBots } from '../assistants';
import { fetchDesignerVersions } from '../designer';
import { http } from '../http';
import { restRead, type RestRequest } from './rest';
import type { ResourceData } from './index';

/**
 * The designer's REST reads (spec 03 section 7.2, server/designerData) and the bots and
 * versions of the bot module (GraphQL, spec 7.1). Every call rejects with an ApiFailure. The
 * panels report failures themselves, so the global policy only acts where it leaves the page
 * (401 signs out, 403 and 5xx navigate); its generic toasts are skipped, as for GraphQL calls
 * with ownErrors.
 */

const text = z.string();
const nullableText = z.string().nullable().optional().transform((v) => v ?? null);
const integration = z.object({ _id: text, name: text, type: text, properties: z.record(z.string(), z.unknown()) });
const department = z.object({ id: text, name: text });
const catalogs = z.object({ data: z.array(z.object({ id: text, name: text })) });
const products = z.object({
  data: z.array(
    z.object({ id: text, price: text, sale_price: nullableText, size: nullableText, image_url: z.string().default(''), name: text, retailer_id: text }),
  ),
});
const codeBlockPage = z.object({ data: z.array(z.object({ functionId: text, functionName: text, createdAt: text })) });
const codeBlockDetails = z.object({ versions: z.array(text), parameters: z.array(text) });
const partnerEvent = z.object({
  display_name: text,
  key: text,
  params: z.array(z.object({ display_name: text, key: text, type: text, mappedKey: text })),
});
const partnerContact = z.object({ display_name: text, key: text, mappedKey: text });
const zap = z.object({ id: text, name: text });
const zapTemplate = z.object({ title: text, description_plain: text, url: text, create_url: text, slug: text, status: text });
const partner = z.object({ id: text, companyId: text, partnerName: text });
const agent = z.object({
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
});
const tag = z.object({ id: text, name: text });

/** The fields the Commerce panel shows (spec 03 7.2): asked explicitly, as the spec's calls do. */
export const CATALOG_FIELDS = 'id,name';
export const PRODUCT_FIELDS = 'id,price,sale_price,size,image_url,name,retailer_id';
/** Spec 03 section 9: code blocks are loaded with page size 1000. */
export const CODE_BLOCK_PAGE_SIZE = 1000;

export type ResourceDataOptions = { http?: KyInstance; graphql?: () => ApolloClient };

export function createResourceData({ http: client = http, graphql }: ResourceDataOptions = {}): ResourceData {
  const read = <S extends z.ZodType>(path: string, schema: S, request: RestRequest = {}) => restRead(client, path, schema, request);
  const graphqlOptions = () => (graphql ? { client: graphql() } : {});
  const segment = encodeURIComponent;

  return {
    integrations: (companyId, type) =>
      type === undefined
        ? read('/bot/api/integrations/retrieve', z.array(integration), { company: companyId })
        : read('/bot/api/integrations/by-type', z.array(integration), { company: companyId, searchParams: { type } }),
    departments: (companyId, integrationId) =>
      // Only the integration's id travels: the server uses the credentials it stores.
      read('/bot/api/genesys/departments', z.array(department), { method: 'post', company: companyId, json: { integrationId } }),
    catalogs: async (companyId, integrationId) =>
      (await read(`/bot/api/commerce/${segment(integrationId)}/catalogs`, catalogs, { company: companyId, searchParams: { fields: CATALOG_FIELDS } })).data,
    products: async (companyId, integrationId, catalogId) =>
      (
        await read(`/bot/api/commerce/${segment(integrationId)}/catalog/${segment(catalogId)}/products`, products, {
          company: companyId,
          searchParams: { fields: PRODUCT_FIELDS },
        })
      ).data,
    codeBlocks: async (companyId) =>
      (
        await read('/bot/api/code-station/code-block', codeBlockPage, {
          company: companyId,
          searchParams: { companyId, page: '0', pageSize: String(CODE_BLOCK_PAGE_SIZE) },
        })
      ).data.map(({ functionId, functionName, createdAt }) => ({ functionId, functionName, createdAt })),
    codeBlock: async (companyId, functionId, version) => {
      const details = await read(`/bot/api/code-station/code-block/${segment(functionId)}`, codeBlockDetails, {
        company: companyId,
        ...(version === undefined ? {} : { searchParams: { version } }),
      });
      return { versions: details.versions, parameters: details.parameters };
    },
    partnerEvents: (botId, versionId) => read('/bot/api/ucd/partner/events', z.array(partnerEvent), { method: 'post', json: { botId, versionId } }),
    partnerContacts: (botId, versionId) => read('/bot/api/ucd/partner/contacts', z.array(partnerContact), { method: 'post', json: { botId, versionId } }),
    zaps: (companyId) => read('/bot/api/zapier', z.array(zap), { company: companyId, searchParams: { companyID: companyId } }),
    zapTemplates: () => read('/bot/api/zapier/templates', z.array(zapTemplate)),
    partners: (companyId) => read('/bot/api/gachapon/company/partners', z.array(partner), { company: companyId, searchParams: { companyId } }),
    agents: (companyId, partnerName) => read('/bot/api/agents', z.array(agent), { company: companyId, headers: { partnerName } }),
    bots: async (companyId) => (await fetchBots({ companyId }, graphqlOptions())).map(({ id, name }) => ({ id, name })),
    botVersions: async (botId) => (await fetchDesignerVersions({ botId }, graphqlOptions())).map(({ id, name, createdAt }) => ({ id, name, createdAt })),
    conversationTags: async (companyId) =>
      (await read('/bot/api/conversation-tags', z.array(tag), { company: companyId, searchParams: { companyId } })).map((row) => row.name),
  };
}

export const resourceData: ResourceData = createResourceData();
