import { z } from 'zod';
import { WEB_CHAT_AUTH_MODES } from './webChatWidget';
import { webChatCalloutFields } from './webChatCallout';
import { webChatWidgetFields } from './webChatWidget';
import { webMessengerLookFields } from './webMessengerLook';
import { webMessengerTexts } from './webMessengerTexts';

/**
 * What a web chat channel shows to any visitor (GET /microwebchat/v1/channels/:channelId):
 * the look, launcher, callout, first message and texts of the embeddable web messenger.
 * Only settings a visitor sees anyway; nothing secret or internal (no custom SMS or OTP
 * requests, no domain, no KVKK texts). Every field is optional: a missing one shows its default.
 */
export const webChatPublicLook = z.object({
  brandColor: webMessengerLookFields.brandColor,
  conversationColor: webMessengerLookFields.conversationColor,
  actionColor: webMessengerLookFields.actionColor,
  startBrandColor: webChatWidgetFields.startBrandColor,
  finalBrandColor: webChatWidgetFields.finalBrandColor,
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
  removeInput: webChatWidgetFields.removeInput,
  showInputOnButtons: webChatWidgetFields.showInputOnButtons,
  displayFirstMessage: webChatWidgetFields.displayFirstMessage,
  firstMessageText: webChatWidgetFields.firstMessageText,
  showWidget: webChatWidgetFields.showWidget,
  startDelay: webChatWidgetFields.startDelay,
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
