/** The browser navigation of "Sign in with Google" (spec 2.4). */
export const GOOGLE_SIGNIN_PATH = '/auth/google';

/** Where the captcha widget fetches its proof-of-work challenge. */
export const CAPTCHA_CHALLENGE_PATH = '/auth/captcha';
