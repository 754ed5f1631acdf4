import type { WebChatPublicLook } from '../../services/contracts/channels/webChatPublicLook';
import { DEFAULT_BUTTON_SIZE } from '../../services/contracts/channels/webMessengerLook';
import { ui as en } from '../../locales/en/widget.json';

/** A callout button: the first (default) starts the conversation, the others open their link. */
export type CalloutAction = { id: string; text: string; color: string | null; textColor: string | null; link: string | null };

/** The channel's public look read into what the web messenger draws, defaults filled in. */
export type MessengerSettings = {
  brandColor: string;
  /** The header background: the start/final gradient when both are set, else the brand colour. */
  headerBackground: string;
  conversationColor: string;
  actionColor: string;
  brandName: string;
  brandLogo: string | null;
  displayStyle: 'button' | 'tab';
  side: 'left' | 'right';
  /** Distances from the window's edges in pixels. */
  sideOffset: number;
  bottomOffset: number;
  buttonIcon: string | null;
  buttonWidth: number;
  buttonHeight: number;
  showWidget: boolean;
  /** Seconds before the messenger opens by itself (null: it waits for the visitor). */
  startDelay: number | null;
  input: 'always' | 'never' | 'onButtons';
  firstMessage: string | null;
  sound: boolean;
  /** The channel asks visitors to sign in (OTP or token): the messenger cannot start a conversation. */
  signInRequired: boolean;
  callout: { text: string; delayMs: number; typingMs: number | null; actions: CalloutAction[] } | null;
  /** The number of unread messages over the closed launcher. */
  unreadBadge: boolean;
  /** Asked when the visitor closes an ongoing conversation (null: it simply closes). */
  closingPopup: { header: string; message: string; confirm: string; decline: string } | null;
  /** Shown when the conversation has ended (null: the widget's own text). */
  endMessage: string | null;
  /** The KVKK/GDPR text the visitor approves before the first message (null: none asked). */
  approval: { title: string; text: string; checkbox: string; button: string } | null;
  attachImages: boolean;
  attachFiles: boolean;
  shareLocation: boolean;
};

export const DEFAULT_BRAND_COLOR = '#0b5cad';
const DEFAULT_CONVERSATION_COLOR = '#0b5cad';
const DEFAULT_ACTION_COLOR = '#0b5cad';
const DEFAULT_OFFSET = 20;

/** A size setting ("20", "20px" or 20) in pixels, or the fallback. */
export function pixelsOf(value: string | number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(number) ? number : fallback;
}

function calloutOf(look: WebChatPublicLook, startText: string): MessengerSettings['callout'] {
  if (!look.enableCallOut || !look.callOutText) return null;
  const actions = (look.buttonList ?? []).slice(0, 3).map((button, index) => ({
    id: String(button.buttonId),
    text: button.text || (index === 0 ? startText : ''),
    color: button.colorCode ?? null,
    textColor: button.textColorCode ?? null,
    link: index === 0 ? null : button.functionURL || null,
  }));
  const delayMs = look.enableCallOutDelay ? (look.callOutDelay ?? 0) * 1000 : 0;
  const typingMs = look.enableCallOutTyping && look.typingDelay !== undefined ? look.typingDelay * 1000 : null;
  return { text: look.callOutText, delayMs, typingMs, actions: actions.length > 0 ? actions : [{ id: 'start', text: startText, color: null, textColor: null, link: null }] };
}

/** The closing popup when the channel set its question and both answers. */
function closingPopupOf(look: WebChatPublicLook): MessengerSettings['closingPopup'] {
  if (!look.popupMessage || !look.popupConfirm || !look.popupDecline) return null;
  return { header: look.popupHeader ?? '', message: look.popupMessage, confirm: look.popupConfirm, decline: look.popupDecline };
}

/** The approval asked when KVKK is required; `fallback` fills a text the channel left empty. */
function approvalOf(look: WebChatPublicLook, fallback: ApprovalDefaults): MessengerSettings['approval'] {
  if (!look.requireKVKK) return null;
  return {
    title: look.kvkkTitle || fallback.title,
    text: look.kvkkText ?? '',
    checkbox: look.approvalCheckBoxTextGDPR || fallback.checkbox,
    button: look.approvalButtonTextGDPR || fallback.button,
  };
}

export type ApprovalDefaults = { title: string; checkbox: string; button: string };
const ENGLISH_APPROVAL: ApprovalDefaults = { title: en.approvalTitle, checkbox: en.approvalCheckbox, button: en.approvalButton };

/** What the messenger draws for a channel; `startText` is the default start button's text in the visitor's language. */
export function messengerSettings(look: WebChatPublicLook, fallbackName: string, startText: string, approvalDefaults = ENGLISH_APPROVAL): MessengerSettings {
  const brandColor = look.brandColor ?? DEFAULT_BRAND_COLOR;
  const side = look.left !== undefined && look.right === undefined ? 'left' : 'right';
  return {
    brandColor,
    headerBackground: look.startBrandColor && look.finalBrandColor ? `linear-gradient(135deg, ${look.startBrandColor}, ${look.finalBrandColor})` : brandColor,
    conversationColor: look.conversationColor ?? DEFAULT_CONVERSATION_COLOR,
    actionColor: look.actionColor ?? DEFAULT_ACTION_COLOR,
    brandName: look.brandName || fallbackName,
    brandLogo: look.brandLogo || null,
    displayStyle: look.displayStyle ?? 'button',
    side,
    sideOffset: pixelsOf(side === 'left' ? look.left : look.right, DEFAULT_OFFSET),
    bottomOffset: pixelsOf(look.bottom, DEFAULT_OFFSET),
    buttonIcon: look.buttonIcon || null,
    buttonWidth: pixelsOf(look.buttonWidth, DEFAULT_BUTTON_SIZE),
    buttonHeight: pixelsOf(look.buttonHeight, DEFAULT_BUTTON_SIZE),
    showWidget: look.showWidget !== false,
    startDelay: look.startDelay ?? null,
    input: look.removeInput ? (look.showInputOnButtons ? 'onButtons' : 'never') : 'always',
    firstMessage: look.displayFirstMessage && look.firstMessageText ? look.firstMessageText : null,
    sound: look.soundNotificationEnabled === true,
    signInRequired: look.auth === 'OTP' || look.auth === 'TOKEN',
    callout: calloutOf(look, look.startConversationButtonText || startText),
    unreadBadge: look.showMessageCountOverIcon === true,
    closingPopup: closingPopupOf(look),
    endMessage: look.endOfConversationMessage || null,
    approval: approvalOf(look, approvalDefaults),
    attachImages: look.imageUpload === true,
    attachFiles: look.fileUpload === true,
    shareLocation: look.shareLocation === true,
  };
}
