import { shopifyMessages } from '../../services/contracts/installs/shopify';
import { failureStatus } from '../shared/apiError';
import { failureText, namedFailureText } from '../shared/failureText';
import type { TextRef } from '../shared/text';

/** The install screens' own texts (locales/<lang>/install.json). */
export const installTexts = {
  shopRequired: 'install.errors.shopRequired',
  shopInvalid: 'install.errors.shopInvalid',
  notConfigured: 'install.errors.notConfigured',
  signatureRefused: 'install.errors.signatureRefused',
  stateRefused: 'install.errors.stateRefused',
  codeRefused: 'install.errors.codeRefused',
  unreachable: 'install.errors.unreachable',
  otherCompany: 'install.errors.otherCompany',
  nameRequired: 'install.errors.nameRequired',
  companyRequired: 'install.errors.companyRequired',
  failed: 'install.errors.failed',
} as const satisfies Record<keyof typeof shopifyMessages | 'failed', string>;

/**
 * What a failed install call says: a refusal the contract names in its own words (shown
 * translated), no answer at all (the internet text), a server failure (the server-problem
 * text), or another refusal with the server's own words.
 */
export function installFailureText(error: unknown): TextRef {
  return namedFailureText(error, shopifyMessages, installTexts) ?? failureText(error, installTexts.failed);
}

/** Whether a failed install may simply be tried again (nothing was refused: no answer, or a server failure). */
export function isRetryable(error: unknown): boolean {
  const status = failureStatus(error);
  return status === undefined || status >= 500;
}
