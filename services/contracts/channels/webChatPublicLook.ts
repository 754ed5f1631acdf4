import { z } from 'zod';
import { webChatCalloutFields } from './webChatCallout';
import { WEB_CHAT_AUTH_MODES, webChatVisitorFields } from './webChatVisitorFields';
import { webMessengerLookFields } from './webMessengerLook';
import { WEB_MESSENGER_TEXT_KEYS, webMessengerTexts } from './webMessengerTexts';

/**
 * What a web chat channel shows to any visitor (GET /microwebchat/v1/channels/:channelId):
 * the look, launcher, callout, first message and texts of the embeddable web messenger.
 * Only settings a visitor sees anyway (the KVKK/GDPR approval, the closing popup, the end
 * message, the feature toggles); nothing secret or internal (no custom SMS or OTP requests,
 * no domain). Every field is optional: a missing one shows its default.
 */
export const webChatPublicLook = z.object({
  brandColor: webMessengerLookFields.brandColor,
  conversationColor: webMessengerLookFields.conversationColor,
  actionColor: webMessengerLookFields.actionColor,
  startBrandColor: webChatVisitorFields.startBrandColor,
  finalBrandColor: webChatVisitorFields.finalBrandColor,
  brandName: webMessengerLookFields.brandName,
  brandLogo: webMessengerLookFields.brandLogo,
  displayStyle: webMessengerLookFields.displayStyle,
  left: webMessengerLookFields.left,
  right: webMessengerLookFields.right,
  top: webMessengerLookFields.top,
  bottom: webMessengerLookFields.bottom,
  buttonIcon: webMessengerLookFields.buttonIcon,
  buttonWidth: webMessengerLookFields.buttonWidth,
  buttonHeight: webMessengerLookFields.buttonHeight,
  soundNotificationEnabled: webMessengerLookFields.soundNotificationEnabled,
  removeInput: webChatVisitorFields.removeInput,
  showInputOnButtons: webChatVisitorFields.showInputOnButtons,
  displayFirstMessage: webChatVisitorFields.displayFirstMessage,
  firstMessageText: webChatVisitorFields.firstMessageText,
  showWidget: webChatVisitorFields.showWidget,
  showMessageCountOverIcon: webChatVisitorFields.showMessageCountOverIcon,
  popupHeader: webChatVisitorFields.popupHeader,
  popupMessage: webChatVisitorFields.popupMessage,
  popupConfirm: webChatVisitorFields.popupConfirm,
  popupDecline: webChatVisitorFields.popupDecline,
  endOfConversationMessage: webChatVisitorFields.endOfConversationMessage,
  requireKVKK: webChatVisitorFields.requireKVKK,
  kvkkTitle: webChatVisitorFields.kvkkTitle,
  kvkkText: webChatVisitorFields.kvkkText,
  approvalCheckBoxTextGDPR: webChatVisitorFields.approvalCheckBoxTextGDPR,
  approvalButtonTextGDPR: webChatVisitorFields.approvalButtonTextGDPR,
  imageUpload: webMessengerLookFields.imageUpload,
  fileUpload: webMessengerLookFields.fileUpload,
  shareLocation: webMessengerLookFields.shareLocation,
  startDelay: webChatVisitorFields.startDelay,
  auth: z.enum(WEB_CHAT_AUTH_MODES).optional(),
  enableCallOut: webChatCalloutFields.enableCallOut,
  callOutText: webChatCalloutFields.callOutText,
  enableCallOutDelay: webChatCalloutFields.enableCallOutDelay,
  callOutDelay: webChatCalloutFields.callOutDelay,
  enableCallOutTyping: webChatCalloutFields.enableCallOutTyping,
  typingDelay: webChatCalloutFields.typingDelay,
  buttonList: webChatCalloutFields.buttonList,
  startConversationButtonText: webChatCalloutFields.startConversationButtonText,
  texts: webMessengerTexts.optional(),
});
export type WebChatPublicLook = z.infer<typeof webChatPublicLook>;

/**
 * The custom texts of stored properties: a web chat keeps them in `texts`, the web messenger
 * flat beside its other properties. Only the text keys, and only non-empty strings.
 */
export function customTextsOf(properties: Record<string, unknown>): Record<string, string> {
  const nested = properties['texts'];
  const source: Record<string, unknown> = typeof nested === 'object' && nested !== null ? Object.fromEntries(Object.entries(nested)) : properties;
  const texts: Record<string, string> = {};
  for (const key of WEB_MESSENGER_TEXT_KEYS) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') texts[key] = value;
  }
  return texts;
}

/**
 * The public look of stored channel properties: each field read on its own (a field that no
 * longer reads is left out, it shows its default); every other property stays private.
 */
export function publicLookOf(properties: Record<string, unknown>): WebChatPublicLook {
  const look: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(webChatPublicLook.shape)) {
    if (properties[key] === undefined) continue;
    const parsed = schema.safeParse(properties[key]);
    if (parsed.success && parsed.data !== undefined) look[key] = parsed.data;
  }
  const read = webChatPublicLook.safeParse(look);
  return read.success ? read.data : {};
}
