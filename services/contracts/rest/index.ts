import type { z } from 'zod';
import { authRoutes } from './authRoutes';
import { botApiRoutes } from './botApiRoutes';
import { knowledgeBaseDocumentRoutes } from './knowledgeBaseDocuments';
import { channelRoutes } from './channelRoutes';
import { codeStationRoutes } from './codeStation';
import { codeStationReportRoutes } from './codeStationReports';
import { codeWritingRoutes } from './codeWriting';
import type { RestContracts } from './contract';
import { devRoutes } from './devRoutes';
import { dialogflowSandboxRoutes } from './dialogflowSandbox';
import { facebookGraphFaultsSandboxRoutes } from './facebookGraphFaultsSandbox';
import { facebookMessagingSandboxRoutes } from './facebookMessagingSandbox';
import { facebookProfileSandboxRoutes } from './facebookProfileSandbox';
import { facebookSandboxRoutes } from './facebookSandbox';
import { instagramToolRoutes } from './instagramTools';
import { facebookPagesRoutes } from './facebookPages';
import { facebookSignInSandboxRoutes } from './facebookSignInSandbox';
import { lineSandboxRoutes } from './lineSandbox';
import { openAiSandboxRoutes } from './openAiSandbox';
import { luisSandboxRoutes } from './luisSandbox';
import { cluSandboxRoutes } from './cluSandbox';
import { smsSandboxRoutes } from './smsSandbox';
import { suiteDeskSandboxRoutes } from './suiteDeskSandbox';
import { suiteWebhookRoutes } from './suiteWebhook';
import { suiteConnectRoutes } from './suiteConnect';
import { suiteSandboxRoutes } from './suiteSandbox';
import { teamsSandboxRoutes } from './teamsSandbox';
import { telegramSandboxRoutes } from './telegramSandbox';
import { webChatSignInRoutes } from './webChatSignInRoutes';
import { searchRoutes } from './searchRoutes';
import { analysisRoutes } from './analysisRoutes';
import { assistantAnalysisRoutes } from './assistantAnalysisRoutes';
import { secretRoutes } from './secretRoutes';
import { integrationProfileRoutes } from './integrationProfileRoutes';
import { shopifyRoutes } from './shopifyRoutes';
import { shopifySandboxRoutes } from './shopifySandbox';
import { zohoRoutes } from './zohoRoutes';
import { zohoSandboxRoutes } from './zohoSandbox';
import { dataStationRoutes } from './dataStationRoutes';
import { watsonSandboxRoutes } from './watsonSandbox';
import { whatsappSandboxRoutes } from './whatsappSandbox';

export type { RestContract, RestContracts, RestMethod, RestRouteKey } from './contract';

/** Every REST route the server registers, by method and path, with its contract. */
export const restContracts = {
  ...authRoutes,
  ...botApiRoutes,
  ...knowledgeBaseDocumentRoutes,
  ...channelRoutes,
  ...codeStationRoutes,
  ...codeStationReportRoutes,
  ...codeWritingRoutes,
  ...devRoutes,
  ...dialogflowSandboxRoutes,
  ...facebookGraphFaultsSandboxRoutes,
  ...facebookProfileSandboxRoutes,
  ...facebookSandboxRoutes,
  ...facebookMessagingSandboxRoutes,
  ...instagramToolRoutes,
  ...facebookPagesRoutes,
  ...facebookSignInSandboxRoutes,
  ...lineSandboxRoutes,
  ...openAiSandboxRoutes,
  ...luisSandboxRoutes,
  ...cluSandboxRoutes,
  ...smsSandboxRoutes,
  ...suiteDeskSandboxRoutes,
  ...suiteWebhookRoutes,
  ...suiteConnectRoutes,
  ...suiteSandboxRoutes,
  ...teamsSandboxRoutes,
  ...telegramSandboxRoutes,
  ...watsonSandboxRoutes,
  ...whatsappSandboxRoutes,
  ...webChatSignInRoutes,
  ...searchRoutes,
  ...analysisRoutes,
  ...assistantAnalysisRoutes,
  ...secretRoutes,
  ...integrationProfileRoutes,
  ...shopifyRoutes,
  ...shopifySandboxRoutes,
  ...zohoRoutes,
  ...zohoSandboxRoutes,
  ...dataStationRoutes,
} as const satisfies RestContracts;
export type RestRoute = keyof typeof restContracts;

/** What a route answers (2xx), as the server sends it. */
export type RestAnswer<R extends RestRoute> = z.input<(typeof restContracts)[R]['answer']>;

/**
 * Routes the server registers that have no REST contract, and why. Besides these, HEAD
 * answers as its GET (Fastify adds one to every GET), static files of the built web app
 * are served as they are (`isStaticFile`), and any other GET of a page gets index.html
 * (the not-found handler, no route).
 */
export const routesWithoutContract: Readonly<Record<string, string>> = {
  'GET /assets/:file': "The build's scripts and style sheets, each named by its content, sent as they are (server/builtAssets.ts).",
  'GET /bot/graphql': 'GraphQL: the schema is its contract (server/graphql).',
  'POST /bot/graphql': 'GraphQL: the schema is its contract (server/graphql).',
  'OPTIONS /bot/graphql': 'GraphQL: the schema is its contract (server/graphql).',
  'POST /bot/graphql/large': 'GraphQL with a larger body limit: the schema is its contract (server/graphql).',
  'GET /microwebchat/v1/attachments/:id': "A visitor's attached file: its stored bytes under their own content type (server/channels/webChatAttachments.ts).",
  'GET /media/channel-images/:id': 'An image: its stored bytes under their own content type (server/channels/channelImagesServe.ts).',
};

/** A file of the built web app (a path ending in an extension: /assets/index-1a2b.js, /favicon.svg). */
export const isStaticFile = (path: string): boolean => /\.[a-z0-9]+$/i.test(path) && !path.includes(':');
