import type { MachineName } from './workflowMachines';

/**
 * Where each workflow machine lives, from the repository root: machines/<feature>/<name>.machine.ts,
 * its test beside it. The machine pages (docs/machines/), docs/machines.md and `npm run paths`
 * name the file from here.
 */
export const workflowMachineFiles: Record<MachineName, string> = {
  login: 'machines/account/login.machine.ts',
  register: 'machines/account/register.machine.ts',
  welcome: 'machines/account/welcome.machine.ts',
  forgotPassword: 'machines/account/forgotPassword.machine.ts',
  resetPassword: 'machines/account/resetPassword.machine.ts',
  choosePassword: 'machines/account/choosePassword.machine.ts',
  twoFactorSetup: 'machines/account/twoFactorSetup.machine.ts',
  twoFactorVerify: 'machines/account/twoFactorVerify.machine.ts',
  sessionGuard: 'machines/account/sessionGuard.machine.ts',
  guide: 'machines/companies/guide.machine.ts',
  companyCreate: 'machines/companies/companyCreate.machine.ts',
  companyDelete: 'machines/companies/companyDelete.machine.ts',
  companyLeave: 'machines/companies/companyLeave.machine.ts',
  assistantWizard: 'machines/assistants/assistantWizard.machine.ts',
  assistantsCreatePopup: 'machines/assistants/assistantsCreatePopup.machine.ts',
  invitation: 'machines/companies/invitation.machine.ts',
  designer: 'machines/designer/designer.machine.ts',
  aiTraining: 'machines/ai/aiTraining.machine.ts',
  intentCsvUpload: 'machines/ai/intentCsvUpload.machine.ts',
  testInput: 'machines/ai/testInput.machine.ts',
  aiList: 'machines/ai/aiList.machine.ts',
  intentEditor: 'machines/ai/intentEditor.machine.ts',
  entityEditor: 'machines/ai/entityEditor.machine.ts',
  designerTour: 'machines/designer/designerTour.machine.ts',
  mediaUpload: 'machines/designer/mediaUpload.machine.ts',
  confirmChange: 'machines/designer/confirmChange.machine.ts',
  resource: 'machines/shared/resource.machine.ts',
  agentButtonTexts: 'machines/designer/agentButtonTexts.machine.ts',
  votePage: 'machines/conversations/votePage.machine.ts',
  chatWidget: 'machines/conversations/chatWidget.machine.ts',
  widgetSignIn: 'machines/conversations/widgetSignIn.machine.ts',
  messengerWindow: 'machines/conversations/messengerWindow.machine.ts',
  conversationList: 'machines/conversations/conversationList.machine.ts',
  messagePolling: 'machines/conversations/messagePolling.machine.ts',
  conversationInspector: 'machines/conversations/conversationInspector.machine.ts',
  publish: 'machines/designer/publish.machine.ts',
  profileForm: 'machines/account/profileForm.machine.ts',
  channelList: 'machines/channels/channelList.machine.ts',
  aiConnections: 'machines/ai/aiConnections.machine.ts',
  cloudApiKey: 'machines/channels/cloudApiKey.machine.ts',
  partnerWebhook: 'machines/channels/popups/partnerWebhook.machine.ts',
  trackingParameters: 'machines/channels/popups/trackingParameters.machine.ts',
  persistentMenu: 'machines/channels/popups/persistentMenu.machine.ts',
  iceBreakers: 'machines/channels/popups/iceBreakers.machine.ts',
  directLink: 'machines/channels/popups/directLink.machine.ts',
  webChat: 'machines/channels/forms/webChat.machine.ts',
  webMessenger: 'machines/channels/forms/webMessenger.machine.ts',
  telegram: 'machines/channels/forms/telegram.machine.ts',
  line: 'machines/channels/forms/line.machine.ts',
  suiteConnect: 'machines/channels/forms/suiteConnect.machine.ts',
  teams: 'machines/channels/forms/teams.machine.ts',
  whatsappCloud: 'machines/channels/forms/whatsappCloud.machine.ts',
  generic: 'machines/channels/forms/generic.machine.ts',
  facebookPages: 'machines/channels/forms/facebookPages.machine.ts',
  instagramPages: 'machines/channels/forms/instagramPages.machine.ts',
};

/** The file of a workflow machine by its name, or undefined for a name that is no workflow machine. */
export function machineFileOf(name: string): string | undefined {
  return new Map<string, string>(Object.entries(workflowMachineFiles)).get(name);
}
