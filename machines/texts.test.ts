import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assistantWizardTexts } from './assistants/assistantWizard.machine';
import { chatWidgetTexts } from './conversations/chatWidget.machine';
import { companyCreateTexts } from './companies/companyCreate.machine';
import { conversationListTexts } from './conversations/conversationList.machine';
import { conversationInspectorTexts } from './conversations/conversationInspector.machine';
import { companyDeleteTexts } from './companies/companyDelete.machine';
import { companyLeaveTexts } from './companies/companyLeave.machine';
import { designerTexts } from './designer/designer.machine';
import { designerValidationTexts } from './designer/validate';
import { guideTexts } from './companies/guide.machine';
import { invitationTexts } from './companies/invitation.machine';
import { forgotPasswordTexts } from './account/forgotPassword.machine';
import { loginTexts } from './account/login.machine';
import { mediaUploadTexts } from './designer/mediaUpload.machine';
import { publishTexts } from './designer/publish.machine';
import { registerTexts } from './account/register.machine';
import { resetPasswordTexts } from './account/resetPassword.machine';
import { resourceTexts } from './shared/resource.machine';
import { aiPanelTexts } from './ai/panel/texts';
import { commonTexts } from './shared/text';
import { twoFactorTexts } from './account/twoFactorShared';
import { votePageTexts } from './conversations/votePage.machine';
import { welcomeTexts } from './account/welcome.machine';
import { channelTexts } from './channels/channelTexts';
import { instagramTexts } from './channels/popups/instagramTexts';
import { suiteTexts } from './channels/forms/suiteConnectTexts';
import { salesChatTexts } from './channels/salesChatTexts';
import { codeStationTexts } from './codeStation/codeStationTexts';
import { aiConnectionTexts } from './ai/aiConnectionTexts';
import { reportExportTexts } from './analysis/reportExport.machine';
import { reportFilterTexts } from './analysis/reportFilter.machine';
import { assistantAnalysisTexts } from './analysis/assistantAnalysis.machine';
import { assistantListTexts } from './analysis/assistantList.machine';
import { conversationReportTexts } from './analysis/conversationReport.machine';
import { conversationAssistantReportTexts } from './analysis/conversationAssistantReport.machine';
import { searchTexts } from './search/search.machine';
import { leavePageTexts } from './shell/leavePage.machine';
import { releaseCheckTexts } from './shell/releaseCheck.machine';
import { installTexts } from './install/installTexts';
import { codeWriterTexts } from './codeStation/codeWriter.machine';
import { validatorTexts } from './validator/validator.machine';
import { flowCheckTexts } from './validator/flowCheck';
import { secretManagerTexts } from './secrets/secretManagerTexts';
import { dataTokensTexts } from './dataStation/dataTokensTexts';
import { dataSchemaTexts } from './dataStation/dataSchemaTexts';
import { dataTableTexts } from './dataStation/dataTableTexts';

const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
const keys = [
  commonTexts,
  loginTexts,
  registerTexts,
  welcomeTexts,
  forgotPasswordTexts,
  resetPasswordTexts,
  twoFactorTexts,
  guideTexts,
  companyCreateTexts,
  companyDeleteTexts,
  companyLeaveTexts,
  assistantWizardTexts,
  invitationTexts,
  designerTexts,
  designerValidationTexts,
  resourceTexts,
  mediaUploadTexts,
  aiPanelTexts,
  chatWidgetTexts,
  votePageTexts,
  conversationListTexts,
  conversationInspectorTexts,
  publishTexts,
  channelTexts,
  instagramTexts,
  suiteTexts,
  salesChatTexts,
  codeStationTexts,
  aiConnectionTexts,
  reportFilterTexts,
  assistantListTexts,
  assistantAnalysisTexts,
  conversationReportTexts,
  conversationAssistantReportTexts,
  reportExportTexts,
  searchTexts,
  leavePageTexts,
  releaseCheckTexts,
  installTexts,
  codeWriterTexts,
  validatorTexts,
  flowCheckTexts,
  secretManagerTexts,
  dataTokensTexts,
  dataSchemaTexts,
  dataTableTexts,
].flatMap((table) => Object.values(table));

describe('text keys', () => {
  it.each(keys)('%s is documented in machines/README.md', (key) => {
    expect(readme).toContain(`| ${key} |`);
  });
});
