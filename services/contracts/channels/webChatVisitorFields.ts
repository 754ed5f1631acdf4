import { z } from 'zod';
import { colour, optionalText, TEXT_MAX } from './fields';
import { channelFieldMessages as m } from './messages';

/** How a person is identified before chatting: anonymous, one-time password or token (spec 02 section 3). */
export const WEB_CHAT_AUTH_MODES = ['none', 'OTP', 'TOKEN'] as const;

const text = optionalText(TEXT_MAX);
const flag = z.boolean().optional();

/**
 * The extended widget settings a visitor sees (spec 02 section 3): gradient colours, start
 * delay, input behaviour, the closing popup, the end message, the KVKK and GDPR approval and
 * the first message. Apart from the other widget settings (sign-in, custom requests), so
 * that the web messenger reads them without carrying those.
 */
export const webChatVisitorFields = {
  startBrandColor: colour().optional(),
  finalBrandColor: colour().optional(),
  /** Seconds before the widget opens by itself. */
  startDelay: z.number(m.notANumber).min(0).max(86_400).optional(),
  removeInput: flag,
  showInputOnButtons: flag,
  showMessageCountOverIcon: flag,
  popupHeader: text,
  popupMessage: text,
  popupConfirm: text,
  popupDecline: text,
  endOfConversationMessage: text,
  requireKVKK: flag,
  kvkkTitle: text,
  kvkkText: optionalText(10_000),
  approvalCheckBoxTextGDPR: text,
  approvalButtonTextGDPR: text,
  displayFirstMessage: flag,
  firstMessageText: text,
  showWidget: flag,
};
