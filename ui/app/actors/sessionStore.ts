import type { SigninAnswer, TfaState, UserInfo } from '../../../services/contracts';

/**
 * What the browser keeps between pages (spec 3): the token and who is signed in, and the
 * small notes one page leaves for the next (origin, welcome, first login, app installation).
 * The cookies and storage are the one truth: every page reads them when it needs them, and
 * the session guard reads them on every route change, so no copy is kept in React state.
 */
export type SessionStore = {
  getToken(): string | null;
  getUserInfo(): UserInfo | null;
  /** A stable random id for this browser, sent with sign-in and 2FA verify. */
  deviceId(): string;
  setKeepSignedIn(keep: boolean): void;
  storePendingSignin(token: string, tfa: TfaState): void;
  storeSession(token: string, user: UserInfo): void;
  storeSigninAnswer(answer: SigninAnswer): void;
  /** Logout: everything the app stored goes. */
  clearAll(): void;
  rememberOrigin(path: string): void;
  takeOrigin(): string | null;
  isAppInstallation(): boolean;
  storeWelcome(value: { name: string; email: string }): void;
  readWelcome(): { name?: string; email?: string };
  rememberFirstLogin(flag: boolean): void;
  takeFirstLogin(): boolean;
};
