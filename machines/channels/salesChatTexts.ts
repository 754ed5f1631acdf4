import { zohoLoginMessages } from '../../services/contracts/channels/salesChatLogin';
import { failureBody, failureStatus } from '../shared/apiError';
import { namedFailureText } from '../shared/failureText';
import { commonTexts, type TextRef } from '../shared/text';

/** The sales-chat (Zoho SalesIQ) form's and return page's texts (locales/<lang>/channels.json, salesChat). */
export const salesChatTexts = {
  createFailed: 'channels.salesChat.errors.createFailed',
  providerError: 'channels.salesChat.errors.providerError',
  providerErrorUnknown: 'channels.salesChat.errors.providerErrorUnknown',
  updateNotImplemented: 'channels.salesChat.errors.updateNotImplemented',
  clientIdRequired: 'channels.salesChat.errors.clientIdRequired',
  clientSecretRequired: 'channels.salesChat.errors.clientSecretRequired',
  notStartedHere: 'channels.salesChat.errors.notStartedHere',
  ticketRefused: 'channels.salesChat.errors.ticketRefused',
  codeMissing: 'channels.salesChat.errors.codeMissing',
  nameRequired: 'channels.salesChat.errors.nameRequired',
} as const satisfies Record<keyof typeof zohoLoginMessages, string>;

const PROVIDER_ERROR_PREFIX = zohoLoginMessages.providerError('');

/**
 * What a failed Zoho login call says: no answer (the internet text), a message of the contract
 * in the user's language (Zoho's own error name kept as Zoho wrote it), or the fallback (the
 * spec's "Failed to create Zoho channel ..." for the channel, Zoho's unknown-error text for
 * the exchange) with the server's words when it sent some the contract does not name.
 */
export function salesChatFailureText(error: unknown, fallbackKey: string): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return { key: commonTexts.noInternet };
  const message = failureBody(error)?.message ?? '';
  if (message.startsWith(PROVIDER_ERROR_PREFIX) && message.length > PROVIDER_ERROR_PREFIX.length) {
    return { key: salesChatTexts.providerError, values: { error: message.slice(PROVIDER_ERROR_PREFIX.length) } };
  }
  const named = namedFailureText(error, zohoLoginMessages, salesChatTexts);
  if (named) return named;
  if (status >= 500 || !message) return { key: fallbackKey };
  return { key: fallbackKey, message };
}
