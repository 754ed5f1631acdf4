import { matchRoutes, type RouteObject } from 'react-router-dom';
import { loadTexts } from './i18n';
import { PageLoading } from './PageLoading';
import { RootLayout } from './RootLayout';

/**
 * Every route of spec 2.1 and 2.2. Pages load on demand so each route ships only
 * what it shows. Signed-in routes sit under RequireSession (the session guard).
 */
const page =
  (load: () => Promise<{ default: React.ComponentType }>, namespaces: readonly string[] = []) =>
  async () => {
    // The page's texts load beside its code: it renders once, not once to wait for them.
    const [module] = await Promise.all([load(), loadTexts(namespaces)]);
    return { Component: module.default };
  };

/** What a route tells about itself: the texts its page shows (i18next namespaces). */
type PageHandle = { texts: readonly string[] };

/** A route of a page with its own texts: they load with its code, and with the console's first texts when it is the first page. */
const pageWithTexts = (path: string, load: () => Promise<{ default: React.ComponentType }>, texts: readonly string[]): RouteObject => ({
  path,
  handle: { texts } satisfies PageHandle,
  lazy: page(load, texts),
});

/** The texts of the pages an address opens, to load with the console's first texts (src/main.tsx). */
export function textsOf(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => (match.route.handle as PageHandle | undefined)?.texts ?? []);
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    children: [
      pageWithTexts('/login', () => import('../ui/pages/login/LoginPage'), ['login']),
      { path: '/vote/:id', lazy: page(() => import('../ui/pages/vote/VotePage')) },
      { path: '/craftgate-common-payment', lazy: page(() => import('../ui/pages/payments/CraftgatePaymentPage')) },
      pageWithTexts('/register', () => import('../ui/pages/register/RegisterPage'), ['register']),
      { path: '/invitation', lazy: page(() => import('../ui/pages/invitation/InvitationPage')) },
      pageWithTexts('/welcome', () => import('../ui/pages/welcome/WelcomePage'), ['register']),
      { path: '/welcome/install/:integrationName', lazy: page(() => import('../ui/pages/welcome/IntegrationLandingPage')) },
      { path: '/shopify/redirect', lazy: page(() => import('../ui/pages/install/ShopifyRedirectPage')) },
      pageWithTexts('/forget', () => import('../ui/pages/password/ForgotPasswordPage'), ['password']),
      pageWithTexts('/reset/:token', () => import('../ui/pages/password/ResetPasswordPage'), ['password']),
      pageWithTexts('/choose-password', () => import('../ui/pages/password/ChoosePasswordPage'), ['password']),
      pageWithTexts('/2fa/setup', () => import('../ui/pages/twoFactor/TwoFactorSetupPage'), ['twoFactor']),
      pageWithTexts('/2fa/verify', () => import('../ui/pages/twoFactor/TwoFactorVerifyPage'), ['twoFactor']),
      { path: '/guide', lazy: page(() => import('../ui/pages/guide/GuidePage')) },
      { path: '/logout', lazy: page(() => import('../ui/shell/LogoutPage')) },
      { path: '/error', lazy: page(() => import('../ui/pages/error/ErrorPage')) },
      { path: '/chatbot-test', lazy: page(() => import('../ui/pages/chatbotTest/ChatbotTestPage')) },
      { path: '/inspector', lazy: page(() => import('../ui/inspector/InspectorPage')) },
      { path: '/Error', lazy: page(() => import('../ui/pages/error/ErrorPage')) },
      {
        lazy: page(() => import('../ui/shell/SignedInShell')),
        children: [
          { index: true, lazy: page(() => import('../ui/pages/home/HomePage')) },
          { path: 'assistants', lazy: page(() => import('../ui/pages/assistants/AssistantsPage')) },
          { path: 'templates', lazy: page(() => import('../ui/pages/templates/TemplatesPage')) },
          { path: 'marketplace', lazy: page(() => import('../ui/pages/marketplace/MarketplacePage')) },
          { path: 'companies', lazy: page(() => import('../ui/pages/companies/CompaniesPage')) },
          { path: 'company-profile', lazy: page(() => import('../ui/pages/companyProfile/CompanyProfilePage')) },
          { path: 'profile', lazy: page(() => import('../ui/pages/profile/ProfilePage')) },
          { path: 'chatbot-designer', lazy: page(() => import('../ui/pages/designer/DesignerPage')) },
          { path: 'conversations', lazy: page(() => import('../ui/pages/conversations/ConversationsPage')) },
          { path: 'reporting/analysis/botlogs', lazy: page(() => import('../ui/pages/botLogs/BotLogsPage')) },
          { path: 'code-station-editor', lazy: page(() => import('../ui/pages/codeStation/CodeStationEditorPage')) },
          { path: 'code-station-with-ai', lazy: page(() => import('../ui/pages/codeStation/CodeWriterPage')) },
          { path: 'secret-manager', lazy: page(() => import('../ui/pages/secrets/SecretManagerPage')) },
          { path: 'data-station-token-manager', lazy: page(() => import('../ui/pages/dataStation/DataTokenManagerPage')) },
          { path: 'data-station-schema-manager', lazy: page(() => import('../ui/pages/dataStation/DataSchemaManagerPage')) },
          { path: 'data-station-table', lazy: page(() => import('../ui/pages/dataStation/DataTablePage')) },
          { path: 'analysis/code-station-reports', lazy: page(() => import('../ui/pages/codeStationReports/CodeStationReportsPage')) },
          { path: 'analysis/code-station-reports/code-blocks', lazy: page(() => import('../ui/pages/codeStationReports/CodeBlocksReportPage')) },
          { path: 'analysis/code-station-report', lazy: page(() => import('../ui/pages/codeStationReports/CodeBlockReportPage')) },
          { path: 'code-station-integration', lazy: page(() => import('../ui/pages/codeStationReports/CodeBlockUsagePage')) },
          { path: 'search', lazy: page(() => import('../ui/pages/search/SearchPage')) },
          { path: 'validator', lazy: page(() => import('../ui/pages/validator/ValidatorPage')) },
          { path: 'integration-profile', lazy: page(() => import('../ui/pages/integrationProfile/IntegrationProfilePage')) },
          { path: 'install/:integrationName', lazy: page(() => import('../ui/pages/install/InstallIntegrationPage')) },
          { path: 'company-profile/create-zoho', lazy: page(() => import('../ui/pages/companyProfile/CreateZohoPage')) },
          { path: 'updateVersion', lazy: page(() => import('../ui/pages/release/UpdateVersionPage')) },
          { path: 'analysis', lazy: page(() => import('../ui/pages/analysis/AnalysisPage')) },
          { path: 'ai-reporting', lazy: page(() => import('../ui/pages/analysis/AiReportingPage')) },
          { path: 'conversation-assistant-report', lazy: page(() => import('../ui/pages/analysis/ConversationAssistantReportPage')) },
          { path: 'assistant-analysis', lazy: page(() => import('../ui/pages/analysis/AssistantAnalysisPage')) },
          { path: 'assistant-analyze', lazy: page(() => import('../ui/pages/analysis/AssistantAnalyzePage')) },
          { path: 'conversation-report', lazy: page(() => import('../ui/pages/analysis/ConversationReportPage')) },
          { path: 'analysis/payment-reports', lazy: page(() => import('../ui/pages/payments/PaymentReportsPage')) },
          { path: 'analysis/payment-report', lazy: page(() => import('../ui/pages/payments/PaymentReportPage')) },
          { path: 'conversation-inspector', lazy: page(() => import('../ui/pages/conversationInspector/ConversationInspectorPage')) },
        ],
      },
      { path: '*', lazy: page(() => import('../ui/pages/error/NotFoundPage')) },
    ],
  },
];
