import { DISPLAY_STYLES } from '../../../services/contracts/channels/webMessengerLook';
import { WEB_CHAT_AUTH_MODES } from '../../../services/contracts/channels/webChatWidget';
import { choice, colour, image, number, text, toggle } from './webSettingFields';
import { webSettingsMachine } from './webSettings';

/** The web chat's update tabs (spec 02 section 2) and the properties each shows; Getting started shows the snippet. */
export const WEB_CHAT_TABS = {
  design: [
    text('brandName'),
    colour('brandColor'),
    colour('conversationColor'),
    colour('actionColor'),
    colour('startBrandColor'),
    colour('finalBrandColor'),
    image('brandLogo'),
    image('backgroundImage'),
    image('buttonIcon'),
    image('previewBackgroundImage'),
    choice('displayStyle', DISPLAY_STYLES),
    number('buttonWidth'),
    number('buttonHeight'),
    number('left'),
    number('right'),
    number('top'),
    number('bottom'),
    toggle('showWidget'),
    toggle('showMessageCountOverIcon'),
  ],
  callout: [
    toggle('enableCallOut'),
    colour('callOutStartBackgroundColor'),
    colour('callOutEndBackgroundColor'),
    colour('calloutConversationColor'),
    text('callOutText'),
    toggle('enableCallOutDelay'),
    number('callOutDelay'),
    toggle('enableCallOutTyping'),
    colour('typingBackgroundColor'),
    number('typingDelay'),
    toggle('enableButtonSelection'),
    text('startConversationButtonText'),
  ],
  settings: [
    number('startDelay'),
    toggle('removeInput'),
    toggle('showInputOnButtons'),
    toggle('soundNotificationEnabled'),
    toggle('notificationChannelPromptEnabled'),
    toggle('imageUpload'),
    toggle('fileUpload'),
    toggle('shareLocation'),
    choice('auth', WEB_CHAT_AUTH_MODES),
    number('tokenAge'),
    text('phoneTitle'),
    text('phoneText'),
    text('smsTitle'),
    text('smsText'),
    text('nameTitle'),
    text('nameText'),
    text('emailTitle'),
    text('emailText'),
    text('defaultCountry'),
    toggle('requireName'),
    toggle('requireEmail'),
    text('popupHeader'),
    text('popupMessage'),
    text('popupConfirm'),
    text('popupDecline'),
    text('endOfConversationMessage'),
    text('domain'),
    toggle('requireKVKK'),
    text('kvkkTitle'),
    text('kvkkText'),
    text('approvalCheckBoxTextGDPR'),
    text('approvalButtonTextGDPR'),
    toggle('displayFirstMessage'),
    text('firstMessageText'),
  ],
} as const;

/**
 * The web chat (integrationType MicroWebChat, one per assistant): created by name and
 * assistant; its update edits Design, Callout settings (with the buttons) and Settings (with
 * the custom SMS/OTP requests, reminder blocks and texts, kept under `texts`), saved together.
 */
export const webChatMachine = webSettingsMachine({
  kind: 'webChat',
  fields: [...WEB_CHAT_TABS.design, ...WEB_CHAT_TABS.callout, ...WEB_CHAT_TABS.settings],
  extended: true,
  texts: 'nested',
});
