import type { RouteObject } from 'react-router-dom';
import { PageLoading } from './PageLoading';
import { RootLayout } from './RootLayout';

/**
 * Every route of spec 2.1 and 2.2. Pages load on demand so each route ships only
 * what it shows. Signed-in routes sit under RequireSession (the session guard).
 */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    children: [
      { path: '/login', lazy: page(() => import('../ui/pages/login/LoginPage')) },
      { path: '/vote/:id', lazy: page(() => import('../ui/pages/vote/VotePage')) },
      { path: '/craftgate-common-payment', lazy: page(() => import('../ui/pages/payments/CraftgatePaymentPage')) },
      { path: '/register', lazy: page(() => import('../ui/pages/register/RegisterPage')) },
      { path: '/invitation', lazy: page(() => import('../ui/pages/invitation/InvitationPage')) },
      { path: '/welcome', lazy: page(() => import('../ui/pages/welcome/WelcomePage')) },
      { path: '/welcome/install/:integrationName', lazy: page(() => import('../ui/pages/welcome/IntegrationLandingPage')) },
      { path: '/shopify/redirect', lazy: page(() => import('../ui/pages/install/ShopifyRedirectPage')) },
      { path: '/forget', lazy: page(() => import('../ui/pages/password/ForgotPasswordPage')) },
      { path: '/reset/:token', lazy: page(() => import('../ui/pages/password/ResetPasswordPage')) },
      { path: '/choose-password', lazy: page(() => import('../ui/pages/password/ChoosePasswordPage')) },
      { path: '/2fa/setup', lazy: page(() => import('../ui/pages/twoFactor/TwoFactorSetupPage')) },
      { path: '/2fa/verify', lazy: page(() => import('../ui/pages/twoFactor/TwoFactorVerifyPage')) },
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
