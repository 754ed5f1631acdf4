import { failureBody, failureStatus } from '../shared/apiError';
import { commonTexts, type TextRef } from '../shared/text';
import { telegramMessages } from '../../services/contracts/channels/telegram';
import { whatsappCloudMessages } from '../../services/contracts/channels/whatsappCloud';
import { genericMessages } from '../../services/contracts/channels/generic';
import { channelFieldMessages } from '../../services/contracts/channels';
import { channelManagementMessages } from '../../services/contracts/channels/management';

/** Text keys of the CHANNELS tab and its forms (spec 02 section 8, "Channel forms"). */
export const channelTexts = {
  loadFailed: 'channels.errors.loadFailed',
  onePerType: 'channels.errors.onePerType',
  createFailed: 'channels.errors.createFailed',
  telegramToken: 'channels.errors.telegramToken',
  duplicate: 'channels.errors.duplicate',
  unauthorized: 'channels.errors.unauthorized',
  updateFailed: 'channels.errors.updateFailed',
  deleteFailed: 'channels.errors.deleteFailed',
  readFailed: 'channels.errors.readFailed',
  assistantsFailed: 'channels.errors.assistantsFailed',
  assistantMissing: 'channels.errors.assistantMissing',
  invalid: 'channels.errors.invalid',
  saved: 'channels.saved',
  updated: 'channels.updated',
  deleted: 'channels.deleted',
  copied: 'channels.copied',
  numberNeedsPlus: 'channels.errors.numberNeedsPlus',
  invalidApiKey: 'channels.errors.invalidApiKey',
  keyFailed: 'channels.errors.keyFailed',
  webhookPrefix: 'channels.errors.webhookPrefix',
  invalidUrl: 'channels.errors.invalidUrl',
  invalidPhone: 'channels.errors.invalidPhone',
  invalidEmail: 'channels.errors.invalidEmail',
  invalidColour: 'channels.errors.invalidColour',
  flowNotListed: 'channels.errors.flowNotListed',
  tooManyFlowTemplates: 'channels.errors.tooManyFlowTemplates',
  cloudAccountIncomplete: 'channels.errors.cloudAccountIncomplete',
  graphIdDigits: 'channels.errors.graphIdDigits',
} as const;

/** The contract's messages the console shows in the user's language; any other is shown as written. */
const contractKeys = new Map<string, string>([
  [channelFieldMessages.fieldEmpty, commonTexts.fieldEmpty],
  [channelFieldMessages.invalidUrl, channelTexts.invalidUrl],
  [channelFieldMessages.invalidPhone, channelTexts.invalidPhone],
  [channelFieldMessages.invalidEmail, channelTexts.invalidEmail],
  [channelFieldMessages.invalidColour, channelTexts.invalidColour],
  [telegramMessages.createFailed, channelTexts.telegramToken],
  [whatsappCloudMessages.numberNeedsPlus, channelTexts.numberNeedsPlus],
  [whatsappCloudMessages.invalidApiKey, channelTexts.invalidApiKey],
  [whatsappCloudMessages.flowNotListed, channelTexts.flowNotListed],
  [whatsappCloudMessages.tooManyFlowTemplates, channelTexts.tooManyFlowTemplates],
  [whatsappCloudMessages.cloudAccountIncomplete, channelTexts.cloudAccountIncomplete],
  [whatsappCloudMessages.graphIdDigits, channelTexts.graphIdDigits],
  [genericMessages.webhookPrefix, channelTexts.webhookPrefix],
]);

export function contractText(message: string): TextRef {
  const key = contractKeys.get(message);
  return key ? { key } : { key: channelTexts.invalid, message };
}

const isPermissionCode = (status: number) => status >= 405 && status <= 408;

/** Kinds whose failed add shows the server's own message (spec 02 section 8: "Line failure shows the server message"). */
const SERVER_MESSAGE_KINDS: readonly string[] = ['line'];

/**
 * Spec 02 section 8: a failed add by status (Telegram's 500 asks to check the token; Line shows the server's message). A 400 is
 * the one-per-type refusal, unless the provider refused the credentials: its words are shown.
 */
export function addFailureText(error: unknown, kind: string): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return { key: commonTexts.noInternet };
  if (isPermissionCode(status)) return { key: channelTexts.unauthorized };
  const serverMessage = SERVER_MESSAGE_KINDS.includes(kind) ? failureBody(error)?.message : undefined;
  if (serverMessage) return { key: channelTexts.createFailed, message: serverMessage };
  const message = failureBody(error)?.message;
  if (status === 400 && (!message || message === channelManagementMessages.onePerType)) return { key: channelTexts.onePerType };
  if (status >= 500) return { key: kind === 'telegram' ? channelTexts.telegramToken : channelTexts.createFailed };
  return { key: channelTexts.createFailed, ...(message ? { message } : {}) };
}

/** A failed call other than add: no answer, a permission code, else the fallback (the server's message shown instead). */
export function callFailureText(error: unknown, fallbackKey: string): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return { key: commonTexts.noInternet };
  if (isPermissionCode(status)) return { key: channelTexts.unauthorized };
  const message = failureBody(error)?.message;
  return { key: fallbackKey, ...(message ? { message } : {}) };
}

/** Texts of the two web chat settings forms (spec 02 sections 4, 5 and 8). */
export const webSettingsTexts = {
  typingDelay: 'channels.web.errors.typingDelay',
  defaultButton: 'channels.web.errors.defaultButton',
  imageTooBig: 'channels.web.errors.imageTooBig',
  imageTooTall: 'channels.web.errors.imageTooTall',
  imageUnreadable: 'channels.web.errors.imageUnreadable',
  imageFailed: 'channels.web.errors.imageFailed',
  signInSecretMissing: 'channels.web.errors.signInSecretMissing',
} as const;
