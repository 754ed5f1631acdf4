import { generatedUtterances, knowledgeBases, prediction, predictRequest, utterancesRequest } from './aiApi';
import { htmlPage, pathParams, type RestContracts } from './contract';
import {
  agents,
  catalogPage,
  codeBlockDetails,
  codeBlockPage,
  conversationTags,
  departments,
  integrationViews,
  partnerContacts,
  partnerEvents,
  partners,
  productPage,
  zaps,
  zapTemplates,
} from './designerDataAnswers';
import {
  catalogQuery,
  codeBlockListQuery,
  codeBlockQuery,
  departmentsBody,
  integrationsByTypeQuery,
  partnerNameHeader,
  partnerVersionBody,
  productQuery,
} from './designerDataRequests';
import { googleCloudPopupMessage, googleProjectQuery, googleServiceKeyQuery } from './googleCloud';
import { z } from 'zod';

/** The designer's REST calls under /bot (spec 03 section 7.2) and the Google Cloud popups of the assistant wizard. */
export const botApiRoutes = {
  'POST /bot/api/predict': { body: predictRequest, answer: prediction },
  'POST /bot/api/utterances': { body: utterancesRequest, answer: generatedUtterances },
  'GET /bot/api/knowledgebase/:companyId': { params: pathParams('companyId'), answer: knowledgeBases },
  'GET /bot/api/integrations/retrieve': { answer: integrationViews },
  'GET /bot/api/integrations/by-type': { query: integrationsByTypeQuery, answer: integrationViews },
  'POST /bot/api/genesys/departments': { body: departmentsBody, answer: departments },
  'GET /bot/api/commerce/:integrationId/catalogs': { params: pathParams('integrationId'), query: catalogQuery, answer: catalogPage },
  'GET /bot/api/commerce/:integrationId/catalog/:catalogId/products': { params: pathParams('integrationId', 'catalogId'), query: productQuery, answer: productPage },
  'GET /bot/api/code-station/code-block': { query: codeBlockListQuery, answer: codeBlockPage },
  'GET /bot/api/code-station/code-block/:functionId': { params: pathParams('functionId'), query: codeBlockQuery, answer: codeBlockDetails },
  'POST /bot/api/ucd/partner/events': { body: partnerVersionBody, answer: partnerEvents },
  'POST /bot/api/ucd/partner/contacts': { body: partnerVersionBody, answer: partnerContacts },
  'GET /bot/api/gachapon/company/partners': { answer: partners },
  'GET /bot/api/agents': { headers: partnerNameHeader, answer: agents },
  'GET /bot/api/zapier': { answer: zaps },
  'GET /bot/api/zapier/templates': { answer: zapTemplates },
  'GET /bot/api/conversation-tags': { answer: conversationTags },
  'GET /bot/oauth/project': { query: googleProjectQuery, answer: z.union([googleCloudPopupMessage, htmlPage]) },
  'GET /bot/oauth/servicekey': { query: googleServiceKeyQuery, answer: z.union([googleCloudPopupMessage, htmlPage]) },
} as const satisfies RestContracts;
