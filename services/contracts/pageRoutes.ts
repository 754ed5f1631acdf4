/**
 * The console's addresses (spec 01 sections 2.1 and 2.2) and the page each one shows: the module
 * that draws it and the texts (i18next namespaces) it shows beside the console's first texts
 * (common, shell). The console builds its router from this table (src/routes.tsx); the server
 * reads it to name, in the page it sends for an address, the code that address will load
 * (server/spaPreloads.ts). Paths are React Router patterns.
 */
export type PageRoute = {
  /** The address pattern; under the signed-in shell, relative to it ('' is its index, the home page). */
  readonly path: string;
  /** The page's module, from the project's root. */
  readonly page: string;
  /** The namespaces the page and what it draws show, loaded with its code. */
  readonly texts?: readonly string[];
};

/** Pages anyone may open, and those of the sign-in steps. */
export const OPEN_PAGES: readonly PageRoute[] = [
  { path: '/login', page: 'ui/pages/login/LoginPage.tsx', texts: ['login'] },
  { path: '/vote/:id', page: 'ui/pages/vote/VotePage.tsx', texts: ['vote'] },
  { path: '/craftgate-common-payment', page: 'ui/pages/payments/CraftgatePaymentPage.tsx', texts: ['payments'] },
  { path: '/register', page: 'ui/pages/register/RegisterPage.tsx', texts: ['register'] },
  { path: '/invitation', page: 'ui/pages/invitation/InvitationPage.tsx' },
  { path: '/welcome', page: 'ui/pages/welcome/WelcomePage.tsx', texts: ['register'] },
  { path: '/welcome/install/:integrationName', page: 'ui/pages/welcome/IntegrationLandingPage.tsx', texts: ['register'] },
  { path: '/shopify/redirect', page: 'ui/pages/install/ShopifyRedirectPage.tsx', texts: ['install'] },
  { path: '/forget', page: 'ui/pages/password/ForgotPasswordPage.tsx', texts: ['password'] },
  { path: '/reset/:token', page: 'ui/pages/password/ResetPasswordPage.tsx', texts: ['password', 'register'] },
  { path: '/choose-password', page: 'ui/pages/password/ChoosePasswordPage.tsx', texts: ['password', 'register'] },
  { path: '/2fa/setup', page: 'ui/pages/twoFactor/TwoFactorSetupPage.tsx', texts: ['twoFactor'] },
  { path: '/2fa/verify', page: 'ui/pages/twoFactor/TwoFactorVerifyPage.tsx', texts: ['twoFactor'] },
  { path: '/guide', page: 'ui/pages/guide/GuidePage.tsx', texts: ['guide', 'assistants'] },
  { path: '/logout', page: 'ui/shell/LogoutPage.tsx' },
  { path: '/error', page: 'ui/pages/error/ErrorPage.tsx' },
  { path: '/chatbot-test', page: 'ui/pages/chatbotTest/ChatbotTestPage.tsx', texts: ['chatbotTest', 'conversationInspector'] },
  { path: '/inspector', page: 'ui/inspector/InspectorPage.tsx', texts: ['inspector', 'statechart'] },
  { path: '/Error', page: 'ui/pages/error/ErrorPage.tsx' },
];

/** The signed-in shell (the side menu and the top bar) that holds the pages below. */
export const SIGNED_IN_SHELL = 'ui/shell/SignedInShell.tsx';

/** Pages shown in the signed-in shell (the session guard keeps them for signed-in people). */
export const SIGNED_IN_PAGES: readonly PageRoute[] = [
  { path: '', page: 'ui/pages/home/HomePage.tsx' },
  { path: 'assistants', page: 'ui/pages/assistants/AssistantsPage.tsx', texts: ['assistants'] },
  { path: 'templates', page: 'ui/pages/templates/TemplatesPage.tsx', texts: ['assistants'] },
  { path: 'marketplace', page: 'ui/pages/marketplace/MarketplacePage.tsx', texts: ['marketplace', 'assistants'] },
  { path: 'companies', page: 'ui/pages/companies/CompaniesPage.tsx', texts: ['companies'] },
  { path: 'company-profile', page: 'ui/pages/companyProfile/CompanyProfilePage.tsx', texts: ['companies', 'channels', 'aiConnections', 'widget', 'leavePage'] },
  { path: 'profile', page: 'ui/pages/profile/ProfilePage.tsx', texts: ['profile', 'register', 'leavePage'] },
  {
    path: 'chatbot-designer',
    page: 'ui/pages/designer/DesignerPage.tsx',
    texts: ['designer', 'designerCanvas', 'designerSideMenu', 'panelsContent', 'panelsAi', 'panelsLogic', 'panelsMore', 'chatbotTest'],
  },
  { path: 'conversations', page: 'ui/pages/conversations/ConversationsPage.tsx', texts: ['conversations', 'conversationInspector'] },
  { path: 'reporting/analysis/botlogs', page: 'ui/pages/botLogs/BotLogsPage.tsx', texts: ['conversations'] },
  { path: 'code-station-editor', page: 'ui/pages/codeStation/CodeStationEditorPage.tsx', texts: ['codeStation', 'leavePage'] },
  { path: 'code-station-with-ai', page: 'ui/pages/codeStation/CodeWriterPage.tsx', texts: ['codeStation', 'companies'] },
  { path: 'secret-manager', page: 'ui/pages/secrets/SecretManagerPage.tsx', texts: ['secrets', 'companies'] },
  { path: 'data-station-token-manager', page: 'ui/pages/dataStation/DataTokenManagerPage.tsx', texts: ['dataStation', 'companies', 'channels'] },
  { path: 'data-station-schema-manager', page: 'ui/pages/dataStation/DataSchemaManagerPage.tsx', texts: ['dataStation', 'companies'] },
  { path: 'data-station-table', page: 'ui/pages/dataStation/DataTablePage.tsx', texts: ['dataStation', 'companies'] },
  { path: 'analysis/code-station-reports', page: 'ui/pages/codeStationReports/CodeStationReportsPage.tsx', texts: ['codeStationReports'] },
  { path: 'analysis/code-station-reports/code-blocks', page: 'ui/pages/codeStationReports/CodeBlocksReportPage.tsx', texts: ['codeStationReports'] },
  { path: 'analysis/code-station-report', page: 'ui/pages/codeStationReports/CodeBlockReportPage.tsx', texts: ['codeStationReports'] },
  { path: 'code-station-integration', page: 'ui/pages/codeStationReports/CodeBlockUsagePage.tsx', texts: ['codeStationReports', 'companies'] },
  { path: 'search', page: 'ui/pages/search/SearchPage.tsx', texts: ['search'] },
  { path: 'validator', page: 'ui/pages/validator/ValidatorPage.tsx', texts: ['validator', 'designer', 'designerSideMenu'] },
  { path: 'integration-profile', page: 'ui/pages/integrationProfile/IntegrationProfilePage.tsx', texts: ['integrationProfile', 'channels', 'companies'] },
  { path: 'install/:integrationName', page: 'ui/pages/install/InstallIntegrationPage.tsx', texts: ['install'] },
  { path: 'company-profile/create-zoho', page: 'ui/pages/companyProfile/CreateZohoPage.tsx', texts: ['channels'] },
  { path: 'updateVersion', page: 'ui/pages/release/UpdateVersionPage.tsx', texts: ['release'] },
  { path: 'analysis', page: 'ui/pages/analysis/AnalysisPage.tsx', texts: ['analysis'] },
  { path: 'ai-reporting', page: 'ui/pages/analysis/AiReportingPage.tsx', texts: ['analysis'] },
  { path: 'conversation-assistant-report', page: 'ui/pages/analysis/ConversationAssistantReportPage.tsx', texts: ['analysis'] },
  { path: 'assistant-analysis', page: 'ui/pages/analysis/AssistantAnalysisPage.tsx', texts: ['analysis'] },
  { path: 'assistant-analyze', page: 'ui/pages/analysis/AssistantAnalyzePage.tsx', texts: ['analysis'] },
  { path: 'conversation-report', page: 'ui/pages/analysis/ConversationReportPage.tsx', texts: ['analysis'] },
  { path: 'analysis/payment-reports', page: 'ui/pages/payments/PaymentReportsPage.tsx', texts: ['payments'] },
  { path: 'analysis/payment-report', page: 'ui/pages/payments/PaymentReportPage.tsx', texts: ['payments'] },
  { path: 'conversation-inspector', page: 'ui/pages/conversationInspector/ConversationInspectorPage.tsx', texts: ['conversationInspector', 'statechart'] },
];

/** What any other address shows. */
export const NOT_FOUND_PAGE = 'ui/pages/error/NotFoundPage.tsx';
