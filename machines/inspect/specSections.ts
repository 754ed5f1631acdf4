import type { MachineName } from '../workflowMachines';

const shell = 'spec/01-console-shell-and-account.md';
const channels = 'spec/02-channels-integrations-ai.md';
const designer = 'spec/03-flow-designer.md';

/**
 * The spec section each workflow machine implements (the spec documents beside
 * docs/architecture.md; section numbers as in their headings, the same ones machines/README.md cites).
 */
export const machineSpecSections: Partial<Record<MachineName, string>> = {
  login: `${shell} §2.4 Login (/login), §4 States and transitions, §8 The error catalogue`,
  register: `${shell} §2.7 Register (/register), §5 Validation rules`,
  welcome: `${shell} §2.8 Welcome (check your e-mail)`,
  forgotPassword: `${shell} §2.5 Forgot password (/forget)`,
  resetPassword: `${shell} §2.6 Reset password (/reset/:token)`,
  twoFactorSetup: `${shell} §2.17 Shell pieces (2FA setup), §4 States and transitions, §7 The calls it makes (two-factor)`,
  twoFactorVerify: `${shell} §2.1 Public routes (/2fa/verify), §4 States and transitions, §8 The error catalogue`,
  sessionGuard: `${shell} §2.1 Public routes, §2.2 Signed-in routes, §4 States and transitions (two-factor rule)`,
  guide: `${shell} §2.9 Onboarding guide, §4 States and transitions`,
  companyCreate: `${shell} §2.12 Companies screen`,
  companyDelete: `${shell} §2.12 Companies screen, §4 States and transitions, §5 Validation rules`,
  companyLeave: `${shell} §2.12 Companies screen, §4 States and transitions`,
  assistantWizard: `${shell} §2.14 Assistant creator wizard, §4 States and transitions`,
  assistantsCreatePopup: `${shell} §2.13 Assistants list`,
  invitation: `${shell} §2.12 Companies screen (company profile, invitations)`,
  designer: `${designer} §2.1 Module palette, §2.2 Module side menu, §4.2 Other panel rules, §5.11 Side menu`,
  aiTraining: `${designer} §4.1 Training (non-generative providers)`,
  intentCsvUpload: `${designer} §2.5 AI Action panel, §5.1 AI Action`,
  knowledgeBaseDocuments: `${designer} §2.6 Auto Generative panel, §3.2 (docs/knowledge-base.md)`,
  testInput: `${designer} §2.5 AI Action panel, §5.1 AI Action`,
  aiList: `${designer} §2.5 AI Action panel`,
  intentEditor: `${designer} §2.5 AI Action panel, §5.1 AI Action`,
  entityEditor: `${designer} §2.5 AI Action panel, §5.1 AI Action`,
  designerTour: `${designer} §2 Screens and routes`,
  mediaUpload: `${designer} §2.3 Message panel, §5.2 Selection and message`,
  confirmChange: `${designer} §4.2 Other panel rules`,
  resource: `${designer} §7 The calls it makes (the lists a panel reads)`,
  agentButtonTexts: `${designer} §2.14 Commerce panel, §5.3 Commerce`,
  votePage: `${shell} §2.10 Vote page (/vote/:id)`,
  chatWidget: `${channels} §2 Screens and routes: Web chat (web messenger)`,
  conversationList: `${shell} §2.15 Conversations (under analysis), §9 Business constants and limits`,
  messagePolling: `${shell} §2.15 Conversations (under analysis): See Messages`,
  publish:
    'the publish issue ("There is no Publish."), docs/publishing.md: publish a version, the live indicator, the history and roll back, beside ' +
    `${designer} §2 Screens and routes (the toolbar)`,
  conversationInspector:
    'the inspector issue: "the same view for a running conversation of an assistant" (conversation inspector), beside ' + `${shell} §2.15 Conversations (under analysis)`,
};

/** The spec section of a machine; a machine added without one points to its row in machines/README.md. */
export function specSectionOf(name: MachineName): string {
  return machineSpecSections[name] ?? 'see its row in machines/README.md';
}
