import type { AnyStateMachine } from 'xstate';
import { agentButtonTextsMachine } from './designer/agentButtonTexts.machine';
import { aiListMachine } from './ai/aiList.machine';
import { aiTrainingMachine } from './ai/aiTraining.machine';
import { assistantsCreatePopupMachine } from './assistants/assistantsCreatePopup.machine';
import { assistantWizardMachine } from './assistants/assistantWizard.machine';
import { chatWidgetMachine } from './conversations/chatWidget.machine';
import { widgetSignInMachine } from './conversations/widgetSignIn.machine';
import { messengerWindowMachine } from './conversations/messengerWindow.machine';
import { choosePasswordMachine } from './account/choosePassword.machine';
import { companyCreateMachine } from './companies/companyCreate.machine';
import { companyDeleteMachine } from './companies/companyDelete.machine';
import { companyLeaveMachine } from './companies/companyLeave.machine';
import { confirmChangeMachine } from './designer/confirmChange.machine';
import { conversationInspectorMachine } from './conversations/conversationInspector.machine';
import { conversationListMachine } from './conversations/conversationList.machine';
import { designerMachine } from './designer/designer.machine';
import { designerTourMachine } from './designer/designerTour.machine';
import { entityEditorMachine } from './ai/entityEditor.machine';
import { forgotPasswordMachine } from './account/forgotPassword.machine';
import { guideMachine } from './companies/guide.machine';
import { intentCsvUploadMachine } from './ai/intentCsvUpload.machine';
import { knowledgeBaseDocumentsMachine } from './ai/knowledgeBaseDocuments.machine';
import { intentEditorMachine } from './ai/intentEditor.machine';
import { invitationMachine } from './companies/invitation.machine';
import { loginMachine } from './account/login.machine';
import { mediaUploadMachine } from './designer/mediaUpload.machine';
import { messagePollingMachine } from './conversations/messagePolling.machine';
import { profileFormMachine } from './account/profileForm.machine';
import { publishMachine } from './designer/publish.machine';
import { registerMachine } from './account/register.machine';
import { resetPasswordMachine } from './account/resetPassword.machine';
import { resourceMachine } from './shared/resource.machine';
import { sessionGuardMachine } from './account/sessionGuard.machine';
import { testInputMachine } from './ai/testInput.machine';
import { twoFactorSetupMachine } from './account/twoFactorSetup.machine';
import { twoFactorVerifyMachine } from './account/twoFactorVerify.machine';
import { votePageMachine } from './conversations/votePage.machine';
import { welcomeMachine } from './account/welcome.machine';
import { channelListMachine } from './channels/channelList.machine';
import { aiConnectionsMachine } from './ai/aiConnections.machine';
import { cloudApiKeyMachine } from './channels/cloudApiKey.machine';
import { partnerWebhookMachine } from './channels/popups/partnerWebhook.machine';
import { trackingParametersMachine } from './channels/popups/trackingParameters.machine';
import { persistentMenuMachine } from './channels/popups/persistentMenu.machine';
import { iceBreakersMachine } from './channels/popups/iceBreakers.machine';
import { directLinkMachine } from './channels/popups/directLink.machine';
import { genericMachine } from './channels/forms/generic.machine';
import { telegramMachine } from './channels/forms/telegram.machine';
import { facebookPagesMachine } from './channels/forms/facebookPages.machine';
import { instagramPagesMachine } from './channels/forms/instagramPages.machine';
import { lineMachine } from './channels/forms/line.machine';
import { suiteConnectMachine } from './channels/forms/suiteConnect.machine';
import { teamsMachine } from './channels/forms/teams.machine';
import { webChatMachine } from './channels/forms/webChat.machine';
import { webMessengerMachine } from './channels/forms/webMessenger.machine';
import { whatsappCloudMachine } from './channels/forms/whatsappCloud.machine';
import { codeStationEditorMachine } from './codeStation/codeStationEditor.machine';
import { reportExportMachine } from './analysis/reportExport.machine';
import { reportFilterMachine } from './analysis/reportFilter.machine';
import { assistantAnalysisMachine } from './analysis/assistantAnalysis.machine';
import { assistantListMachine } from './analysis/assistantList.machine';
import { conversationReportMachine } from './analysis/conversationReport.machine';
import { conversationAssistantReportMachine } from './analysis/conversationAssistantReport.machine';
import { searchMachine } from './search/search.machine';
import { validatorMachine } from './validator/validator.machine';
import { leavePageMachine } from './shell/leavePage.machine';
import { releaseCheckMachine } from './shell/releaseCheck.machine';
import { codeWriterMachine } from './codeStation/codeWriter.machine';
import { shopifyRedirectMachine } from './install/shopifyRedirect.machine';
import { integrationInstallMachine } from './install/integrationInstall.machine';
import { salesChatMachine } from './channels/forms/salesChat.machine';
import { salesChatReturnMachine } from './channels/salesChatReturn.machine';
import { secretManagerMachine } from './secrets/secretManager.machine';
import { dataTokensMachine } from './dataStation/dataTokens.machine';
import { dataSchemaMachine } from './dataStation/dataSchema.machine';
import { dataTableMachine } from './dataStation/dataTable.machine';

/**
 * Every workflow machine, by the name its documentation page (docs/machines/), the inspector
 * and the path tools (tests/paths/catalogue.ts, which adds each one's test model) know it by.
 */
export const workflowMachines = {
  login: loginMachine,
  register: registerMachine,
  welcome: welcomeMachine,
  forgotPassword: forgotPasswordMachine,
  resetPassword: resetPasswordMachine,
  choosePassword: choosePasswordMachine,
  twoFactorSetup: twoFactorSetupMachine,
  twoFactorVerify: twoFactorVerifyMachine,
  sessionGuard: sessionGuardMachine,
  guide: guideMachine,
  companyCreate: companyCreateMachine,
  companyDelete: companyDeleteMachine,
  companyLeave: companyLeaveMachine,
  assistantWizard: assistantWizardMachine,
  assistantsCreatePopup: assistantsCreatePopupMachine,
  invitation: invitationMachine,
  designer: designerMachine,
  aiTraining: aiTrainingMachine,
  intentCsvUpload: intentCsvUploadMachine,
  knowledgeBaseDocuments: knowledgeBaseDocumentsMachine,
  testInput: testInputMachine,
  aiList: aiListMachine,
  intentEditor: intentEditorMachine,
  entityEditor: entityEditorMachine,
  designerTour: designerTourMachine,
  mediaUpload: mediaUploadMachine,
  confirmChange: confirmChangeMachine,
  resource: resourceMachine,
  agentButtonTexts: agentButtonTextsMachine,
  votePage: votePageMachine,
  chatWidget: chatWidgetMachine,
  widgetSignIn: widgetSignInMachine,
  messengerWindow: messengerWindowMachine,
  conversationList: conversationListMachine,
  messagePolling: messagePollingMachine,
  conversationInspector: conversationInspectorMachine,
  publish: publishMachine,
  profileForm: profileFormMachine,
  channelList: channelListMachine,
  aiConnections: aiConnectionsMachine,
  cloudApiKey: cloudApiKeyMachine,
  partnerWebhook: partnerWebhookMachine,
  trackingParameters: trackingParametersMachine,
  persistentMenu: persistentMenuMachine,
  iceBreakers: iceBreakersMachine,
  directLink: directLinkMachine,
  webChat: webChatMachine,
  webMessenger: webMessengerMachine,
  telegram: telegramMachine,
  line: lineMachine,
  suiteConnect: suiteConnectMachine,
  teams: teamsMachine,
  whatsappCloud: whatsappCloudMachine,
  generic: genericMachine,
  facebookPages: facebookPagesMachine,
  instagramPages: instagramPagesMachine,
  codeStationEditor: codeStationEditorMachine,
  reportFilter: reportFilterMachine,
  assistantList: assistantListMachine,
  assistantAnalysis: assistantAnalysisMachine,
  conversationReport: conversationReportMachine,
  conversationAssistantReport: conversationAssistantReportMachine,
  reportExport: reportExportMachine,
  secretManager: secretManagerMachine,
  dataTokens: dataTokensMachine,
  dataSchema: dataSchemaMachine,
  dataTable: dataTableMachine,
  search: searchMachine,
  validator: validatorMachine,
  leavePage: leavePageMachine,
  releaseCheck: releaseCheckMachine,
  shopifyRedirect: shopifyRedirectMachine,
  codeWriter: codeWriterMachine,
  integrationInstall: integrationInstallMachine,
  salesChat: salesChatMachine,
  salesChatReturn: salesChatReturnMachine,
} satisfies Record<string, AnyStateMachine>;

export type MachineName = keyof typeof workflowMachines;
