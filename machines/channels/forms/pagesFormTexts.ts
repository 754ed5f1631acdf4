import { facebookMessages } from '../../../services/contracts/channels/facebook';
import { instagramMessages } from '../../../services/contracts/channels/instagram';
import { channelManagementMessages } from '../../../services/contracts/channels/management';
import { facebookLoginMessages, type FacebookLoginFailure, type PagesKind } from '../../../services/contracts/rest/facebookPages';
import { failureBody, failureStatus } from '../../shared/apiError';
import { commonTexts, type TextRef } from '../../shared/text';
import { channelTexts } from '../channelTexts';

/** Text keys of the Facebook and Instagram forms (spec 02 section 8). */
export const pagesTexts = {
  noPages: 'channels.pages.errors.noPages',
  chooseOne: 'channels.pages.errors.chooseOne',
  chooseReceiver: 'channels.pages.errors.chooseReceiver',
  facebookCreateFailed: 'channels.pages.errors.facebookCreateFailed',
  instagramCreateFailed: 'channels.pages.errors.instagramCreateFailed',
  notBusinessPage: 'channels.pages.errors.notBusinessPage',
  onlyMainReceiver: 'channels.pages.errors.onlyMainReceiver',
  receiversFailed: 'channels.pages.errors.receiversFailed',
  usedBySomeCompany: 'channels.pages.errors.usedBySomeCompany',
  pagesFailed: 'channels.pages.errors.pagesFailed',
  reconnectFailed: 'channels.pages.errors.reconnectFailed',
  loginFailed: 'channels.pages.errors.loginFailed',
  loginCancelled: 'channels.pages.errors.loginCancelled',
  loginNotConfigured: 'channels.pages.errors.loginNotConfigured',
  loginRefused: 'channels.pages.errors.loginRefused',
  loginClosed: 'channels.pages.errors.loginClosed',
  popupBlocked: 'channels.pages.errors.popupBlocked',
  reconnected: 'channels.pages.reconnected',
} as const;

/** The server's messages the forms show in the user's language. */
const serverKeys = new Map<string, string>([
  [facebookMessages.noPages, pagesTexts.noPages],
  [facebookMessages.onlyMainReceiver, pagesTexts.onlyMainReceiver],
  [facebookMessages.receiversFailed, pagesTexts.receiversFailed],
  [facebookMessages.usedElsewhere, pagesTexts.usedBySomeCompany],
  [instagramMessages.notBusinessPage, pagesTexts.notBusinessPage],
  [channelManagementMessages.notAuthorized, channelTexts.unauthorized],
  [facebookLoginMessages.cancelled, pagesTexts.loginCancelled],
  [facebookLoginMessages.notConfigured, pagesTexts.loginNotConfigured],
  [facebookLoginMessages.stateRefused, pagesTexts.loginRefused],
  [facebookLoginMessages.failed, pagesTexts.loginFailed],
]);

const isPermissionCode = (status: number) => status >= 405 && status <= 408;

/** A failed call: no answer, a permission refusal, a known server message in the user's language, else the fallback with the server's words. */
export function pagesFailureText(error: unknown, fallbackKey: string): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return { key: commonTexts.noInternet };
  if (isPermissionCode(status)) return { key: channelTexts.unauthorized };
  const message = failureBody(error)?.message;
  const known = message ? serverKeys.get(message) : undefined;
  if (known) return { key: known };
  return { key: fallbackKey, ...(message ? { message } : {}) };
}

/** A page that could not be added: the Instagram page without a business account is named, else the kind's failure text (spec 02 section 8). */
export function addPageFailureText(error: unknown, kind: PagesKind): TextRef {
  const fallback = kind === 'instagram' ? pagesTexts.instagramCreateFailed : pagesTexts.facebookCreateFailed;
  const text = pagesFailureText(error, fallback);
  return text.key === fallback ? { key: fallback } : text;
}

const isLoginFailure = (error: unknown): error is FacebookLoginFailure =>
  typeof error === 'object' && error !== null && 'kind' in error && (error.kind === 'login' || error.kind === 'popupBlocked' || error.kind === 'popupClosed');

/** A login that gave no token: the popup's words (known ones translated), a blocked or closed popup, or the failed call that starts it. */
export function loginFailureText(error: unknown): TextRef {
  if (!isLoginFailure(error)) return pagesFailureText(error, pagesTexts.loginFailed);
  if (error.kind === 'popupBlocked') return { key: pagesTexts.popupBlocked };
  if (error.kind === 'popupClosed') return { key: pagesTexts.loginClosed };
  const known = serverKeys.get(error.message);
  return known ? { key: known } : { key: pagesTexts.loginFailed, message: error.message };
}
