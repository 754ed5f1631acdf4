import { codeComplete, detailsProblem, widgetSignInMachine, type WidgetSignInContext } from '../../../machines/conversations/widgetSignIn.machine';
import type { CallingCode, WebChatSession, WebChatSignInForm } from '../../../services/contracts/webChatSignIn';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

/** A few countries of the phone picker, as the server answers them with the form. */
export const pickerCountries: CallingCode[] = [
  { code: 'TR', dial: '90' },
  { code: 'DE', dial: '49' },
  { code: 'US', dial: '1' },
  { code: 'GB', dial: '44' },
];
export const otpForm: WebChatSignInForm = { auth: 'OTP', phoneTitle: 'Your phone', defaultCountry: 'DE', requireName: true, requireEmail: false, countries: pickerCountries };
export const tokenForm: WebChatSignInForm = { auth: 'TOKEN', requireName: false, requireEmail: false, countries: [] };
export const signInSession: WebChatSession = {
  session: 'wcs1.payload.signature',
  expiresAt: '2030-01-01T00:00:00.000Z',
  visitor: { id: '+4915112345678', phone: '+4915112345678', name: 'Ada' },
};

/** The web messenger's sign-in: a one-time password by SMS, or the host page's token (given with the script tag or later). */
export const widgetSignInModel: CatalogueEntry = {
  machine: widgetSignInMachine,
  appActions: ['remember'],
  scenarios: [
    {
      name: 'one-time password',
      input: { channelId: 'ch1', token: null },
      events: [
        done('loadForm', otpForm),
        failed('loadForm', networkFailure),
        { type: 'RETRY' },
        { type: 'COUNTRY_CHANGED', value: 'TR' },
        { type: 'PHONE_CHANGED', value: '0151 1234 5678' },
        { type: 'PHONE_CHANGED', value: '12' },
        { type: 'NAME_CHANGED', value: 'Ada' },
        { type: 'EMAIL_CHANGED', value: 'ada' },
        { type: 'EMAIL_CHANGED', value: 'ada@example.com' },
        { type: 'SUBMIT' },
        done('requestCode', { expiresInSeconds: 300 }),
        failed('requestCode', httpFailure(502, { cause: 'sms_failed' })),
        failed('requestCode', httpFailure(429, { cause: 'too_many_codes' })),
        { type: 'CODE_CHANGED', value: '12 34 56' },
        { type: 'CODE_CHANGED', value: '12' },
        { type: 'RESEND' },
        { type: 'CHANGE_PHONE' },
        done('verifyCode', signInSession),
        failed('verifyCode', httpFailure(400, { cause: 'wrong_code' })),
        failed('verifyCode', httpFailure(410, { cause: 'no_code' })),
        failed('verifyCode', networkFailure),
      ],
    },
    {
      name: 'host token with the script tag',
      input: { channelId: 'ch1', token: 'host-token' },
      events: [
        done('loadForm', tokenForm),
        done('exchangeToken', signInSession),
        failed('exchangeToken', httpFailure(401, { cause: 'token_refused' })),
        { type: 'TOKEN_GIVEN', token: 'later-token' },
      ],
    },
    {
      name: 'host token given later',
      input: { channelId: 'ch1', token: null },
      events: [done('loadForm', tokenForm), { type: 'TOKEN_GIVEN', token: 'later-token' }, done('exchangeToken', signInSession), failed('exchangeToken', httpFailure(500))],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as WidgetSignInContext;
    return [c.form?.auth, c.country, detailsProblem(c), codeComplete(c.code), c.code === '', c.token, c.problem, c.session !== null];
  }),
};
