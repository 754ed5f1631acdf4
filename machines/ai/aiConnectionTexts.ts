import { failureBody, failureStatus } from '../shared/apiError';
import { commonTexts, type TextRef } from '../shared/text';
import { aiConnectionMessages } from '../../services/contracts/aiConnections';
import { channelFieldMessages } from '../../services/contracts/channels/messages';

/** Text keys of the AI tab (spec 02 sections 5 and 8, "AI screen"). */
export const aiConnectionTexts = {
  loadFailed: 'aiConnections.errors.loadFailed',
  saved: 'aiConnections.status.saved',
  deleted: 'aiConnections.status.deleted',
  nameInUse: 'aiConnections.status.nameInUse',
  providerExists: 'aiConnections.errors.providerExists',
  createFailed: 'aiConnections.errors.createFailed',
  checkFailed: 'aiConnections.status.checkFailed',
  internet: 'aiConnections.status.internet',
  cannotRemove: 'aiConnections.status.cannotRemove',
  notAuthorized: 'aiConnections.errors.notAuthorized',
  invalidUrl: 'aiConnections.errors.invalidUrl',
  fillAllFields: 'aiConnections.errors.fillAllFields',
  addDeployments: 'aiConnections.errors.addDeployments',
  fillGenerativeModel: 'aiConnections.errors.fillGenerativeModel',
  lastModel: 'aiConnections.errors.lastModel',
} as const;

/** The contracts' messages the tab shows in the user's language; any other is shown as written. */
const contractKeys = new Map<string, string>([
  [channelFieldMessages.fieldEmpty, commonTexts.fieldEmpty],
  [channelFieldMessages.nameTooShort, commonTexts.nameTooShort],
  [channelFieldMessages.invalidUrl, aiConnectionTexts.invalidUrl],
  [aiConnectionMessages.fillAllFields, aiConnectionTexts.fillAllFields],
  [aiConnectionMessages.addDeployments, aiConnectionTexts.addDeployments],
  [aiConnectionMessages.fillGenerativeModel, aiConnectionTexts.fillGenerativeModel],
  [aiConnectionMessages.nameInUse, aiConnectionTexts.nameInUse],
  [aiConnectionMessages.checkFailed, aiConnectionTexts.checkFailed],
  [aiConnectionMessages.providerUnavailable, aiConnectionTexts.internet],
  [aiConnectionMessages.cannotRemove, aiConnectionTexts.cannotRemove],
]);

/** A contract's or the server's message as a text: its key when the console knows it, else the message itself. */
export function messageText(message: string, fallback: string): TextRef {
  const key = contractKeys.get(message);
  if (key) return { key };
  return message ? { key: fallback, message } : { key: fallback };
}

/** What a failed save says (spec 02 section 8): 402 the name, 403 the configuration, 500 or no answer the connection, 400 the server's reason. */
export function saveFailureText(error: unknown): TextRef {
  const status = failureStatus(error);
  if (status === 402) return { key: aiConnectionTexts.providerExists };
  if (status === 403) return { key: aiConnectionTexts.checkFailed };
  if (status === undefined || status >= 500) return { key: aiConnectionTexts.internet };
  if (status === 400) return messageText(failureBody(error)?.message ?? '', aiConnectionTexts.createFailed);
  return { key: aiConnectionTexts.createFailed };
}

/** What a failed removal says: 400 the spec's refusal, 403 not authorized, otherwise the connection. */
export function deleteFailureText(error: unknown): TextRef {
  const status = failureStatus(error);
  if (status === 400) return { key: aiConnectionTexts.cannotRemove };
  if (status === 403) return { key: aiConnectionTexts.notAuthorized };
  if (status === undefined || status >= 500) return { key: aiConnectionTexts.internet };
  return { key: commonTexts.other };
}

/** What a failed read of the table says. */
export function loadFailureText(error: unknown): TextRef {
  const status = failureStatus(error);
  if (status === undefined || status >= 500) return { key: aiConnectionTexts.internet };
  return { key: aiConnectionTexts.loadFailed };
}
