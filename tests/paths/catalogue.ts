import { agentButtonTextsModel } from './models/agentButtonTexts.model';
import { chatWidgetModel } from './models/chatWidget.model';
import { widgetSignInModel } from './models/widgetSignIn.model';
import { messengerWindowModel } from './models/messengerWindow.model';
import { choosePasswordModel } from './models/choosePassword.model';
import { assistantsCreatePopupModel } from './models/assistantsCreatePopup.model';
import { assistantWizardModel } from './models/assistantWizard.model';
import { companyCreateModel } from './models/companyCreate.model';
import { companyDeleteModel } from './models/companyDelete.model';
import { companyLeaveModel } from './models/companyLeave.model';
import { confirmChangeModel } from './models/confirmChange.model';
import { designerModel } from './models/designer.model';
import { designerTourModel } from './models/designerTour.model';
import { resourceModel } from './models/resource.model';
import { guideModel } from './models/guide.model';
import { invitationModel } from './models/invitation.model';
import { forgotPasswordModel } from './models/forgotPassword.model';
import { loginModel } from './models/login.model';
import { mediaUploadModel } from './models/mediaUpload.model';
import { registerModel } from './models/register.model';
import { resetPasswordModel } from './models/resetPassword.model';
import { sessionGuardModel } from './models/sessionGuard.model';
import { twoFactorSetupModel } from './models/twoFactorSetup.model';
import { twoFactorVerifyModel } from './models/twoFactorVerify.model';
import { welcomeModel } from './models/welcome.model';
import { aiTrainingModel } from './models/aiTraining.model';
import { intentCsvUploadModel } from './models/intentCsvUpload.model';
import { knowledgeBaseDocumentsModel } from './models/knowledgeBaseDocuments.model';
import { testInputModel } from './models/testInput.model';
import { aiListModel } from './models/aiList.model';
import { intentEditorModel } from './models/intentEditor.model';
import { entityEditorModel } from './models/entityEditor.model';
import { votePageModel } from './models/votePage.model';
import { conversationListModel } from './models/conversationList.model';
import { messagePollingModel } from './models/messagePolling.model';
import { conversationInspectorModel } from './models/conversationInspector.model';
import { profileFormModel } from './models/profileForm.model';
import { publishModel } from './models/publish.model';
import { channelListModel } from './models/channelList.model';
import { aiConnectionsModel } from './models/aiConnections.model';
import { codeStationEditorModel } from './models/codeStationEditor.model';
import { secretManagerModel } from './models/secretManager.model';
import { dataTokensModel } from './models/dataTokens.model';
import { dataSchemaModel } from './models/dataSchema.model';
import { dataTableModel } from './models/dataTable.model';
import { searchModel } from './models/search.model';
import { validatorModel } from './models/validator.model';
import { cloudApiKeyModel } from './models/cloudApiKey.model';
import { partnerWebhookModel } from './models/partnerWebhook.model';
import { trackingParametersModel } from './models/trackingParameters.model';
import { persistentMenuModel } from './models/persistentMenu.model';
import { iceBreakersModel } from './models/iceBreakers.model';
import { directLinkModel } from './models/directLink.model';
import { genericModel } from './models/generic.model';
import { telegramModel } from './models/telegram.model';
import { facebookPagesModel } from './models/facebookPages.model';
import { instagramPagesModel } from './models/instagramPages.model';
import { lineModel } from './models/line.model';
import { suiteConnectModel } from './models/suiteConnect.model';
import { teamsModel } from './models/teams.model';
import { webChatModel } from './models/webChat.model';
import { webMessengerModel } from './models/webMessenger.model';
import { whatsappCloudModel } from './models/whatsappCloud.model';
import { reportExportModel } from './models/reportExport.model';
import { reportFilterModel } from './models/reportFilter.model';
import { assistantAnalysisModel } from './models/assistantAnalysis.model';
import { assistantListModel } from './models/assistantList.model';
import { conversationReportModel } from './models/conversationReport.model';
import { conversationAssistantReportModel } from './models/conversationAssistantReport.model';
import { leavePageModel } from './models/leavePage.model';
import { releaseCheckModel } from './models/releaseCheck.model';
import { codeWriterModel } from './models/codeWriter.model';
import { shopifyRedirectModel } from './models/shopifyRedirect.model';
import { integrationInstallModel } from './models/integrationInstall.model';
import { salesChatModel } from './models/salesChat.model';
import { salesChatReturnModel } from './models/salesChatReturn.model';
import type { MachineName as WorkflowName } from '../../machines/workflowMachines';
import type { CatalogueEntry } from './model';

/** Every machine of machines/ with the scenarios and events its paths are generated from. */
export const machineCatalogue = {
  login: loginModel,
  register: registerModel,
  welcome: welcomeModel,
  forgotPassword: forgotPasswordModel,
  resetPassword: resetPasswordModel,
  choosePassword: choosePasswordModel,
  twoFactorSetup: twoFactorSetupModel,
  twoFactorVerify: twoFactorVerifyModel,
  sessionGuard: sessionGuardModel,
  guide: guideModel,
  companyCreate: companyCreateModel,
  companyDelete: companyDeleteModel,
  companyLeave: companyLeaveModel,
  assistantWizard: assistantWizardModel,
  assistantsCreatePopup: assistantsCreatePopupModel,
  invitation: invitationModel,
  designer: designerModel,
  aiTraining: aiTrainingModel,
  intentCsvUpload: intentCsvUploadModel,
  knowledgeBaseDocuments: knowledgeBaseDocumentsModel,
  testInput: testInputModel,
  aiList: aiListModel,
  intentEditor: intentEditorModel,
  entityEditor: entityEditorModel,
  designerTour: designerTourModel,
  mediaUpload: mediaUploadModel,
  confirmChange: confirmChangeModel,
  resource: resourceModel,
  agentButtonTexts: agentButtonTextsModel,
  votePage: votePageModel,
  chatWidget: chatWidgetModel,
  widgetSignIn: widgetSignInModel,
  messengerWindow: messengerWindowModel,
  conversationList: conversationListModel,
  messagePolling: messagePollingModel,
  conversationInspector: conversationInspectorModel,
  publish: publishModel,
  profileForm: profileFormModel,
  channelList: channelListModel,
  aiConnections: aiConnectionsModel,
  cloudApiKey: cloudApiKeyModel,
  partnerWebhook: partnerWebhookModel,
  trackingParameters: trackingParametersModel,
  persistentMenu: persistentMenuModel,
  iceBreakers: iceBreakersModel,
  directLink: directLinkModel,
  webChat: webChatModel,
  webMessenger: webMessengerModel,
  telegram: telegramModel,
  line: lineModel,
  suiteConnect: suiteConnectModel,
  teams: teamsModel,
  whatsappCloud: whatsappCloudModel,
  generic: genericModel,
  facebookPages: facebookPagesModel,
  instagramPages: instagramPagesModel,
  codeStationEditor: codeStationEditorModel,
  reportFilter: reportFilterModel,
  assistantList: assistantListModel,
  assistantAnalysis: assistantAnalysisModel,
  conversationReport: conversationReportModel,
  conversationAssistantReport: conversationAssistantReportModel,
  reportExport: reportExportModel,
  secretManager: secretManagerModel,
  dataTokens: dataTokensModel,
  dataSchema: dataSchemaModel,
  dataTable: dataTableModel,
  search: searchModel,
  validator: validatorModel,
  leavePage: leavePageModel,
  releaseCheck: releaseCheckModel,
  shopifyRedirect: shopifyRedirectModel,
  codeWriter: codeWriterModel,
  integrationInstall: integrationInstallModel,
  salesChat: salesChatModel,
  salesChatReturn: salesChatReturnModel,
} satisfies Record<WorkflowName, CatalogueEntry>;

export type MachineName = keyof typeof machineCatalogue;

export function isMachineName(name: string): name is MachineName {
  return Object.hasOwn(machineCatalogue, name);
}
