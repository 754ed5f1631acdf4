import { z } from 'zod';
import { channelFieldMessages as m } from './messages';

/**
 * The web messenger's customisable texts (spec 02 section 3: "about 90 customizable UI text
 * keys"; the TEXTS tab). Every key is optional: an empty or missing key shows its default.
 */
export const WEB_MESSENGER_TEXT_KEYS = [
  // Header, introduction and input
  'headerText',
  'introductionText',
  'introAppText',
  'inputPlaceholder',
  'inputPlaceholderBlocked',
  'sendButtonText',
  'settingsHeaderText',
  'newConversation',
  // Message states
  'messageSending',
  'messageDelivered',
  'messageError',
  'clickToRetry',
  'clickToRetryForm',
  'tapToRetry',
  'tapToRetryForm',
  'messageIndicatorTitleSingular',
  'messageIndicatorTitlePlural',
  'unsupportedMessageType',
  'unsupportedActionType',
  'actionPostbackError',
  'actionPaymentCompleted',
  'actionPaymentError',
  // Relative times and timestamp formats
  'messageRelativeTimeJustNow',
  'messageRelativeTimeMinute',
  'messageRelativeTimeHour',
  'messageRelativeTimeDay',
  'messageTimestampFormat',
  'conversationTimestampHeaderFormat',
  'conversationListRelativeTimeJustNow',
  'conversationListRelativeTimeMinute',
  'conversationListRelativeTimeHour',
  'conversationListRelativeTimeYesterday',
  'conversationListTimestampFormat',
  // Conversation list
  'conversationListHeaderText',
  'conversationListPreviewAnonymousText',
  'conversationListPreviewCurrentUserText',
  'conversationListPreviewUserText',
  'couldNotLoadConversations',
  'fetchHistory',
  'fetchingHistory',
  // Connection
  'couldNotConnect',
  'couldNotConnectRetry',
  'couldNotConnectRetrySuccess',
  'couldNotConnectInner',
  // Uploads and images
  'uploadPhoto',
  'uploadDocument',
  'uploadInvalidError',
  'uploadVirusError',
  'fileTooBigError',
  'fileTypeError',
  'imageClickToReload',
  'imageClickToView',
  'imagePreviewNotAvailable',
  // Location (the shareLocation feature toggle is a look property)
  'locationNotSupported',
  'locationSecurityRestriction',
  'locationSendingFailed',
  'locationServicesDenied',
  // Forms
  'formErrorInvalidEmail',
  'formErrorNoLongerThan',
  'formErrorNoShorterThan',
  'formErrorUnknown',
  'formFieldSelectPlaceholderFallback',
  // Pre-chat capture
  'prechatCaptureGreetingText',
  'prechatCaptureNameLabel',
  'prechatCaptureNamePlaceholder',
  'prechatCaptureEmailLabel',
  'prechatCaptureEmailPlaceholder',
  'prechatCaptureConfirmationText',
  'prechatCaptureMailgunLinkingConfirmation',
  // Notifications and e-mail
  'connectNotificationText',
  'connectNotificationSingleText',
  'notificationSettingsChannelsTitle',
  'notificationSettingsChannelsDescription',
  'notificationSettingsConnected',
  'notificationSettingsConnectedAs',
  'syncConversation',
  'emailChangeAddress',
  'emailDescription',
  'emailFieldLabel',
  'emailFieldPlaceholder',
  'emailFormButton',
  'emailLinkingErrorMessage',
  // Linking other channels and SMS
  'linkError',
  'smsChannelDescription',
  'smsChannelPendingDescription',
  'smsChangeNumber',
  'smsContinue',
  'smsCancel',
  'smsSendText',
  'smsStartTexting',
  'smsInvalidNumberError',
  'smsBadRequestError',
  'smsUnhandledError',
  'smsTooManyRequestsError',
  'smsTooManyRequestsOneMinuteError',
  'smsPingChannelError',
  'smsLinkPending',
  'smsLinkCancelled',
] as const;

export type WebMessengerTextKey = (typeof WEB_MESSENGER_TEXT_KEYS)[number];

/** The defaults spec 02 section 9 gives (exact wording); the other keys fall back to the widget's own. */
export const WEB_MESSENGER_TEXT_DEFAULTS = {
  messageRelativeTimeHour: 'h ago',
  messageRelativeTimeMinute: 'm ago',
  messageRelativeTimeDay: 'd ago',
  messageRelativeTimeJustNow: 'Just Now',
  messageTimestampFormat: 'h:mm A',
  conversationTimestampHeaderFormat: 'MMMM D YYYY, h:mm A',
  inputPlaceholder: 'Type a message…',
  messageSending: 'Sending…',
  messageDelivered: 'Delivered',
  sendButtonText: 'Send',
} as const satisfies Partial<Record<WebMessengerTextKey, string>>;

/** Longest text a key keeps. */
export const WEB_MESSENGER_TEXT_MAX = 500;

const oneText = z.string().max(WEB_MESSENGER_TEXT_MAX, m.tooLong(WEB_MESSENGER_TEXT_MAX)).optional();

/** Every text key, optional; an unknown key is refused. */
export const webMessengerTexts = z.object(Object.fromEntries(WEB_MESSENGER_TEXT_KEYS.map((key) => [key, oneText])) as Record<WebMessengerTextKey, typeof oneText>).strict();
