import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { MAX_BODY_BYTES } from '../services/contracts';
import { aiRoutes } from './ai/aiRoutes';
import { captchaRoute } from './auth/captchaRoute';
import { channelImagesRoutes } from './channels/channelImagesRoutes';
import { channelModule } from './channels/channelModule';
import { invitationAcceptRoute } from './auth/invitationAcceptRoute';
import { invitationRoute } from './auth/invitationRoute';
import { passwordRoutes } from './auth/passwordRoutes';
import { sessionRoutes } from './auth/sessionRoutes';
import { searchRoutes } from './search/searchRoutes';
import { signinRoute } from './auth/signinRoute';
import { signupRoutes } from './auth/signupRoutes';
import { secretRoutes } from './companySecrets/secretRoutes';
import { integrationProfileRoutes } from './integrationProfile/integrationProfileRoutes';
import { shopifyRoutes } from './shopify/shopifyRoutes';
import { shopifySandbox } from './sandboxes/shopify/shopifySandbox';
import { zohoRoutes } from './zoho/zohoRoutes';
import { zohoSandbox } from './sandboxes/zoho/zohoSandbox';
import { dataStationRoutes } from './dataStation/dataStationRoutes';
import { conversationAnalysisRoutes } from './conversationAnalysis/routes';
import { analysisRoutes } from './analysis/routes';
import { assistantAnalysisRoutes } from './analysis/assistantAnalysisRoutes';
import { conversationInspectRoutes } from './conversationInspect/routes';
import type { AppDeps, AppInput } from './deps';
import { processHitCounter } from './http/hitCounts';
import { rateLimitStore } from './http/rateLimitStore';
import { designerDataRoutes } from './designerData/designerDataRoutes';
import { googleSandbox } from './dev/googleSandbox';
import { mailboxRoutes } from './dev/mailboxRoutes';
import { teamsSandbox } from './sandboxes/teams/teamsSandbox';
import { telegramSandbox } from './sandboxes/telegram/telegramSandbox';
import { lineSandbox } from './sandboxes/line/lineSandbox';
import { suiteSandbox } from './sandboxes/suite/suiteSandbox';
import { openAiSandbox } from './sandboxes/openai/openAiSandbox';
import { facebookSandbox } from './sandboxes/facebook/facebookSandbox';
import { googleRoutes } from './google/googleRoutes';
import { graphqlRoute } from './graphql/graphqlRoute';
import { healthRoute } from './health';
import { messages } from './http/errors';
import { frameworkErrors, installPlumbing } from './http/plumbing';
import { installRequestLog, logOptions } from './http/requestLog';
import { knowledgeBaseRoutes } from './knowledgeBase/knowledgeBaseRoutes';
import { profileRoutes } from './profile/profileRoutes';
import { googleCloudRoutes } from './providers/googleCloud/oauthRoutes';
import { sandboxGoogleCloud } from './providers/googleCloud/sandboxAdapter';
import { whatsappSandbox } from './sandboxes/whatsapp';
import { smsSandbox } from './sandboxes/sms/smsSandbox';
import { luisSandbox } from './sandboxes/luis/luisSandbox';
import { cluSandbox } from './sandboxes/clu/cluSandbox';
import { suiteDeskSandbox } from './sandboxes/suite/desk/suiteDesk';
import { dialogflowSandbox, sandboxAgentKey } from './sandboxes/dialogflow/dialogflowSandbox';
import { dialogflowState } from './sandboxes/dialogflow/agentState';
import { watsonSandbox } from './sandboxes/watson/watsonSandbox';
import { generativeServices } from './providers/ai/generativeServices';
import { installSpa } from './spa';
import { tfaRoutes } from './tfa/tfaRoutes';
import { voteRoutes } from './votes/voteRoutes';
import { workPool } from './work/workPool';

/** The whole HTTP app on the given dependencies; call `ready()` or `listen()` on it. */
export function createApp(input: AppInput): FastifyInstance {
  const deps: AppDeps = {
    ...input,
    work: input.work ?? workPool(),
    hits: input.hits ?? processHitCounter(),
    generativeServiceFor: input.generativeServiceFor ?? generativeServices(input),
  };
  const app = Fastify({ ...logOptions(deps.logStream, deps.logLevel), bodyLimit: MAX_BODY_BYTES, frameworkErrors, trustProxy: deps.config.trustProxy ?? false });
  if (!input.work) {
    // The pool's threads start with the first big request and stop when idle (server/work/workPool.ts).
    app.addHook('onClose', async () => deps.work.close());
  }
  installRequestLog(app);
  installPlumbing(app, deps.work);
  // Developer mode: the Dialogflow sandbox's agents, whose keys the Google Cloud sandbox hands the assistant wizard.
  const dialogflowAgents = deps.config.devMode ? dialogflowState() : undefined;

  app.register(rateLimit, {
    store: rateLimitStore(deps.hits, deps.clock),
    max: deps.config.authRateLimit,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/auth'),
    errorResponseBuilder: (_request, context) => Object.assign(new Error(messages.tooManyRequests), { statusCode: context.statusCode }),
  });

  app.register(async (api) => {
    healthRoute(api, deps);
    signinRoute(api, deps);
    captchaRoute(api, deps);
    signupRoutes(api, deps);
    invitationRoute(api, deps);
    invitationAcceptRoute(api, deps);
    profileRoutes(api, deps);
    passwordRoutes(api, deps);
    sessionRoutes(api, deps);
    tfaRoutes(api, deps);
    googleRoutes(api, deps);
    graphqlRoute(api, deps);
    aiRoutes(api, deps);
    knowledgeBaseRoutes(api, deps);
    designerDataRoutes(api, deps);
    channelModule(api, deps);
    channelImagesRoutes(api, deps);
    voteRoutes(api, deps);
    conversationAnalysisRoutes(api, deps);
    analysisRoutes(api, deps);
    assistantAnalysisRoutes(api, deps);
    conversationInspectRoutes(api, deps);
    searchRoutes(api, deps);
    secretRoutes(api, deps);
    integrationProfileRoutes(api, deps);
    shopifyRoutes(api, deps);
    zohoRoutes(api, deps);
    dataStationRoutes(api, deps);
    googleCloudRoutes(
      api,
      deps,
      deps.googleCloud ?? (dialogflowAgents ? sandboxGoogleCloud((projectId) => sandboxAgentKey(dialogflowAgents, deps.config.publicUrl, projectId)) : undefined),
    );
  });

  if (deps.config.devMode) {
    app.register(async (dev) => {
      dev.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
      });
      mailboxRoutes(dev, deps);
      googleSandbox(dev, deps);
      telegramSandbox(dev, deps);
      teamsSandbox(dev, deps);
      whatsappSandbox(dev, deps);
      lineSandbox(dev, deps);
      suiteSandbox(dev, deps);
      facebookSandbox(dev, deps);
      smsSandbox(dev, deps);
      openAiSandbox(dev, deps);
      suiteDeskSandbox(dev, deps);
      luisSandbox(dev, deps);
      cluSandbox(dev, deps);
      dialogflowSandbox(dev, deps, dialogflowAgents);
      watsonSandbox(dev, deps);
      shopifySandbox(dev, deps);
      zohoSandbox(dev, deps);
    });
  }

  installSpa(app, deps.config.distDir, {
    liveChatUrl: deps.config.liveChatUrl,
    helpUrl: deps.config.helpUrl,
    loginCaptchaThreshold: deps.config.loginCaptchaThreshold,
    devMode: deps.config.devMode,
    cluster: deps.config.cluster,
    userRoleSetting: deps.config.userRoleSetting ?? false,
    firstTimeTemplateId: deps.config.firstTimeTemplateId,
  });
  return app;
}
