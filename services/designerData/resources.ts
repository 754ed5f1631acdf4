import type { ApolloClient } from '@apollo/client';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { fetchBots } from '../assistants';
import {
  agents,
  catalogPageOfAllFields,
  codeBlockDetails,
  codeBlockPage,
  conversationTags,
  departments,
  integrationViews,
  partnerContacts,
  partnerEvents,
  partners,
  productPageOfAllFields,
  zaps,
  zapTemplates,
} from '../contracts/rest/designerDataAnswers';
import { CATALOG_FIELDS, CODE_BLOCK_MAX_PAGE_SIZE, PRODUCT_FIELDS } from '../contracts/rest/designerDataRequests';
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

/** The fields the Commerce panel shows (spec 03 7.2): all of them, asked explicitly, as the spec's calls do. */
const CATALOG_FIELD_LIST = CATALOG_FIELDS.join(',');
const PRODUCT_FIELD_LIST = PRODUCT_FIELDS.join(',');
/** Spec 03 section 9: code blocks are loaded with page size 1000. */
export const CODE_BLOCK_PAGE_SIZE = CODE_BLOCK_MAX_PAGE_SIZE;

export type ResourceDataOptions = { http?: KyInstance; graphql?: () => ApolloClient };

export function createResourceData({ http: client = http, graphql }: ResourceDataOptions = {}): ResourceData {
  const read = <S extends z.ZodType>(path: string, schema: S, request: RestRequest = {}) => restRead(client, path, schema, request);
  const graphqlOptions = () => (graphql ? { client: graphql() } : {});
  const segment = encodeURIComponent;

  return {
    integrations: (companyId, type) =>
      type === undefined
        ? read('/bot/api/integrations/retrieve', integrationViews, { company: companyId })
        : read('/bot/api/integrations/by-type', integrationViews, { company: companyId, searchParams: { type } }),
    departments: (companyId, integrationId) =>
      // Only the integration's id travels: the server uses the credentials it stores.
      read('/bot/api/genesys/departments', departments, { method: 'post', company: companyId, json: { integrationId } }),
    catalogs: async (companyId, integrationId) =>
      (await read(`/bot/api/commerce/${segment(integrationId)}/catalogs`, catalogPageOfAllFields, { company: companyId, searchParams: { fields: CATALOG_FIELD_LIST } })).data,
    products: async (companyId, integrationId, catalogId) =>
      (
        await read(`/bot/api/commerce/${segment(integrationId)}/catalog/${segment(catalogId)}/products`, productPageOfAllFields, {
          company: companyId,
          searchParams: { fields: PRODUCT_FIELD_LIST },
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
    partnerEvents: (botId, versionId) => read('/bot/api/ucd/partner/events', partnerEvents, { method: 'post', json: { botId, versionId } }),
    partnerContacts: (botId, versionId) => read('/bot/api/ucd/partner/contacts', partnerContacts, { method: 'post', json: { botId, versionId } }),
    zaps: (companyId) => read('/bot/api/zapier', zaps, { company: companyId, searchParams: { companyID: companyId } }),
    zapTemplates: () => read('/bot/api/zapier/templates', zapTemplates),
    partners: (companyId) => read('/bot/api/gachapon/company/partners', partners, { company: companyId, searchParams: { companyId } }),
    agents: (companyId, partnerName) => read('/bot/api/agents', agents, { company: companyId, headers: { partnerName } }),
    bots: async (companyId) => (await fetchBots({ companyId }, graphqlOptions())).map(({ id, name }) => ({ id, name })),
    botVersions: async (botId) => (await fetchDesignerVersions({ botId }, graphqlOptions())).map(({ id, name, createdAt }) => ({ id, name, createdAt })),
    conversationTags: async (companyId) => (await read('/bot/api/conversation-tags', conversationTags, { company: companyId, searchParams: { companyId } })).map((row) => row.name),
  };
}

export const resourceData: ResourceData = createResourceData();
