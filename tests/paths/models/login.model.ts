import { isValidEmail, loginMachine } from '../../../machines/account/login.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { after, done, failed, httpFailure, networkFailure, signinAnswer } from './fixtures';

const outcomes = [
  signinAnswer({ tfa: 'notSet', isAuthenticated: false, passwordChangeRequired: true, firstLogin: true }),
  signinAnswer({ tfa: 'notSet', isAuthenticated: false }),
  signinAnswer({ tfa: 'expired', isAuthenticated: false }),
  signinAnswer({ tfa: 'valid', firstLogin: true }),
  signinAnswer(),
  signinAnswer({ tfa: 'valid', isAuthenticated: false }),
];
const failures = [
  httpFailure(401),
  httpFailure(401, { retryCount: 5 }),
  httpFailure(401, { cause: 'err_ip_not_allowed' }),
  httpFailure(403),
  httpFailure(400, { message: 'Account suspended.' }),
  httpFailure(400, { cause: 'captcha_required', message: 'Captcha required.' }),
  httpFailure(429, { remainingTime: 2, message: 'Too many attempts.' }),
  httpFailure(503),
  networkFailure,
];

export const loginModel: CatalogueEntry = {
  machine: loginMachine,
  appActions: ['goToChoosePassword', 'goToTwoFactorSetup', 'goToTwoFactorVerify', 'storeSession', 'navigate', 'showToast'],
  scenarios: [
    {
      name: 'captcha after 2 failures',
      input: { captchaThreshold: 2, appInstallation: false },
      events: [
        { type: 'EMAIL_CHANGED', value: 'ada@example.com' },
        { type: 'EMAIL_CHANGED', value: 'ada@' },
        { type: 'PASSWORD_CHANGED', value: 'Secret1!' },
        { type: 'KEEP_SIGNED_IN_CHANGED', value: true },
        { type: 'CAPTCHA_SOLVED', token: 'captcha-1' },
        { type: 'CAPTCHA_EXPIRED' },
        { type: 'SUBMIT' },
        { type: 'OAUTH_TOKEN', token: 'oauth-1', user: '{"id":"u1"}' },
        ...outcomes.map((o) => done('signin', o)),
        ...failures.map((f) => failed('signin', f)),
        // The OAuth sign-in shares the routing and failure handling: one of each branch.
        ...outcomes.map((o) => done('fetchSession', o)),
        ...[failures[0]!, failures[2]!, failures[6]!].map((f) => failed('fetchSession', f)),
        after('tick', 'login.locked'),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => [
    isValidEmail(context.email),
    context.password.length > 0,
    Math.min(context.failureCount, context.captchaThreshold),
    context.captchaRequired,
    context.remainingSeconds,
  ]),
};
