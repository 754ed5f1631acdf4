import { z } from 'zod';
import { webChatWidgetFields } from '../../services/contracts/channels/webChatWidget';
import type { WebChatSignInForm } from '../../services/contracts/webChatSignIn';
import { CALLING_CODES } from './webChatSignInCountries';

/** The sign-in settings of a web chat channel (spec 02 section 3), read from its stored properties. */
const signInSettings = z.object({
  auth: webChatWidgetFields.auth,
  tokenAge: webChatWidgetFields.tokenAge,
  phoneTitle: webChatWidgetFields.phoneTitle,
  phoneText: webChatWidgetFields.phoneText,
  smsTitle: webChatWidgetFields.smsTitle,
  smsText: webChatWidgetFields.smsText,
  nameTitle: webChatWidgetFields.nameTitle,
  nameText: webChatWidgetFields.nameText,
  emailTitle: webChatWidgetFields.emailTitle,
  emailText: webChatWidgetFields.emailText,
  defaultCountry: webChatWidgetFields.defaultCountry,
  requireName: webChatWidgetFields.requireName,
  requireEmail: webChatWidgetFields.requireEmail,
  customSMS: webChatWidgetFields.customSMS,
  customOtpValidation: webChatWidgetFields.customOtpValidation,
  signInSecret: webChatWidgetFields.signInSecret,
});
export type SignInSettings = z.output<typeof signInSettings> & { auth: 'none' | 'OTP' | 'TOKEN' };

/** The settings a channel's properties hold (already checked by its kind's contract when read); no auth reads as none. */
export function signInSettingsOf(properties: Record<string, unknown>): SignInSettings {
  const read = signInSettings.parse(properties);
  return { ...read, auth: read.auth ?? 'none' };
}

/** What any visitor may read of them: the mode, the form's texts and (OTP) the phone picker's countries; never a request or the secret. */
export function signInFormOf(settings: SignInSettings): WebChatSignInForm {
  const { auth, phoneTitle, phoneText, smsTitle, smsText, nameTitle, nameText, emailTitle, emailText, defaultCountry } = settings;
  const texts = { phoneTitle, phoneText, smsTitle, smsText, nameTitle, nameText, emailTitle, emailText, defaultCountry };
  const set = Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== undefined && value !== ''));
  return { auth, ...set, requireName: settings.requireName === true, requireEmail: settings.requireEmail === true, countries: auth === 'OTP' ? CALLING_CODES : [] };
}
