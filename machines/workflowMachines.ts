import type { AnyStateMachine } from 'xstate';
import { agentButtonTextsMachine } from './agentButtonTexts.machine';
import { aiListMachine } from './aiList.machine';
import { aiTrainingMachine } from './aiTraining.machine';
import { assistantsCreatePopupMachine } from './assistantsCreatePopup.machine';
import { assistantWizardMachine } from './assistantWizard.machine';
import { chatWidgetMachine } from './chatWidget.machine';
import { choosePasswordMachine } from './choosePassword.machine';
import { companyCreateMachine } from './companyCreate.machine';
import { companyDeleteMachine } from './companyDelete.machine';
import { companyLeaveMachine } from './companyLeave.machine';
import { confirmChangeMachine } from './confirmChange.machine';
import { conversationInspectorMachine } from './conversationInspector.machine';
import { conversationListMachine } from './conversationList.machine';
import { designerMachine } from './designer.machine';
import { designerTourMachine } from './designerTour.machine';
import { entityEditorMachine } from './entityEditor.machine';
import { forgotPasswordMachine } from './forgotPassword.machine';
import { guideMachine } from './guide.machine';
import { intentCsvUploadMachine } from './intentCsvUpload.machine';
import { intentEditorMachine } from './intentEditor.machine';
import { invitationMachine } from './invitation.machine';
import { loginMachine } from './login.machine';
import { mediaUploadMachine } from './mediaUpload.machine';
import { messagePollingMachine } from './messagePolling.machine';
import { profileFormMachine } from './profileForm.machine';
import { publishMachine } from './publish.machine';
import { registerMachine } from './register.machine';
import { resetPasswordMachine } from './resetPassword.machine';
import { resourceMachine } from './resource.machine';
import { sessionGuardMachine } from './sessionGuard.machine';
import { testInputMachine } from './testInput.machine';
import { twoFactorSetupMachine } from './twoFactorSetup.machine';
import { twoFactorVerifyMachine } from './twoFactorVerify.machine';
import { votePageMachine } from './votePage.machine';
import { welcomeMachine } from './welcome.machine';

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
  conversationList: conversationListMachine,
  messagePolling: messagePollingMachine,
  conversationInspector: conversationInspectorMachine,
  publish: publishMachine,
  profileForm: profileFormMachine,
} satisfies Record<string, AnyStateMachine>;

export type MachineName = keyof typeof workflowMachines;
