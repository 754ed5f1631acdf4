import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assistantWizardTexts } from './assistantWizard.machine';
import { chatWidgetTexts } from './chatWidget.machine';
import { companyCreateTexts } from './companyCreate.machine';
import { conversationListTexts } from './conversationList.machine';
import { conversationInspectorTexts } from './conversationInspector.machine';
import { companyDeleteTexts } from './companyDelete.machine';
import { companyLeaveTexts } from './companyLeave.machine';
import { designerTexts } from './designer.machine';
import { designerValidationTexts } from './designer/validate';
import { guideTexts } from './guide.machine';
import { invitationTexts } from './invitation.machine';
import { forgotPasswordTexts } from './forgotPassword.machine';
import { loginTexts } from './login.machine';
import { mediaUploadTexts } from './mediaUpload.machine';
import { publishTexts } from './publish.machine';
import { registerTexts } from './register.machine';
import { resetPasswordTexts } from './resetPassword.machine';
import { resourceTexts } from './resource.machine';
import { aiPanelTexts } from './aiPanel/texts';
import { commonTexts } from './text';
import { twoFactorTexts } from './twoFactorShared';
import { votePageTexts } from './votePage.machine';
import { welcomeTexts } from './welcome.machine';

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
].flatMap((table) => Object.values(table));

describe('text keys', () => {
  it.each(keys)('%s is documented in machines/README.md', (key) => {
    expect(readme).toContain(`| ${key} |`);
  });
});
