import type { SigninAnswer, TfaState, UserInfo } from './contracts';

/**
 * What the console keeps between pages (spec 3): cookies token, userId, userInfo, tfa
 * and the RELEASE_ID storage key. Session cookies expire after 2 days; without
 * "Keep me signed in" they end with the browser.
 */
export const SESSION_DAYS = 2;
const COOKIES = ['token', 'userId', 'userInfo', 'tfa'] as const;
type CookieName = (typeof COOKIES)[number];
export const RELEASE_ID_KEY = 'RELEASE_ID';
const KEEP_KEY = 'keepSignedIn';
const ORIGIN_KEY = 'origin';
const APP_INSTALL_KEY = 'appInstallation';
const WELCOME_KEY = 'welcome';
const DEVICE_KEY = 'userDeviceId';
const FIRST_LOGIN_KEY = 'firstLogin';

function readCookie(name: CookieName): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

function writeCookie(name: CookieName, value: string, persistent: boolean): void {
  const maxAge = persistent ? `; max-age=${SESSION_DAYS * 24 * 60 * 60}` : '';
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=strict${maxAge}${secure}`;
}

function removeCookie(name: CookieName): void {
  document.cookie = `${name}=; path=/; max-age=0`;
}

export function getToken(): string | null {
  return readCookie('token');
}

export function getUserInfo(): UserInfo | null {
  const raw = readCookie('userInfo');
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<UserInfo>;
    return typeof value.id === 'string' ? (value as UserInfo) : null;
  } catch {
    return null;
  }
}

export type StoredSession = {
  token: string | null;
  userId: string | null;
  tfa: string | null;
  userInfoExists: boolean;
  releaseId: string | null;
};

export function readStoredSession(): StoredSession {
  return {
    token: readCookie('token'),
    userId: readCookie('userId'),
    tfa: readCookie('tfa'),
    userInfoExists: readCookie('userInfo') !== null,
    releaseId: localStorage.getItem(RELEASE_ID_KEY),
  };
}

export function setKeepSignedIn(keep: boolean): void {
  localStorage.setItem(KEEP_KEY, keep ? '1' : '0');
}

function persistent(): boolean {
  return localStorage.getItem(KEEP_KEY) === '1';
}

/** A sign-in that still needs its second factor: keep the pending token only. */
export function storePendingSignin(token: string, tfa: TfaState): void {
  writeCookie('token', token, persistent());
  writeCookie('tfa', tfa, persistent());
  removeCookie('userInfo');
  removeCookie('userId');
}

/** A complete sign-in: token and who it is. */
export function storeSession(token: string, user: UserInfo): void {
  const keep = persistent();
  writeCookie('token', token, keep);
  writeCookie('userId', user.id, keep);
  writeCookie('userInfo', JSON.stringify(user), keep);
  writeCookie('tfa', 'valid', keep);
}

export function storeSigninAnswer(answer: SigninAnswer): void {
  if (answer.tfa === 'valid') storeSession(answer.token, answer.user);
  else storePendingSignin(answer.token, answer.tfa);
}

/** Logout and forced logout: everything the app stored goes. */
export function clearAll(): void {
  for (const name of COOKIES) removeCookie(name);
  const keepDevice = localStorage.getItem(DEVICE_KEY);
  localStorage.clear();
  sessionStorage.clear();
  // The device id is not a secret; keeping it lets "remember this browser" survive logout.
  if (keepDevice) localStorage.setItem(DEVICE_KEY, keepDevice);
}

/** A stable random id for this browser, sent with sign-in and 2FA verify. */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

export function rememberOrigin(path: string): void {
  sessionStorage.setItem(ORIGIN_KEY, path);
}
export function takeOrigin(): string | null {
  const origin = sessionStorage.getItem(ORIGIN_KEY);
  sessionStorage.removeItem(ORIGIN_KEY);
  return origin;
}
export function setAppInstallation(flag: boolean): void {
  if (flag) sessionStorage.setItem(APP_INSTALL_KEY, '1');
  else sessionStorage.removeItem(APP_INSTALL_KEY);
}
export function isAppInstallation(): boolean {
  return sessionStorage.getItem(APP_INSTALL_KEY) === '1';
}

/** Name and e-mail the verification mail went to, for /welcome. */
export function storeWelcome(value: { name: string; email: string }): void {
  sessionStorage.setItem(WELCOME_KEY, JSON.stringify(value));
}
export function readWelcome(): { name?: string; email?: string } {
  try {
    return JSON.parse(sessionStorage.getItem(WELCOME_KEY) ?? '{}') as { name?: string; email?: string };
  } catch {
    return {};
  }
}

export function refreshRelease(currentReleaseId: string): void {
  sessionStorage.clear();
  localStorage.removeItem(RELEASE_ID_KEY);
  localStorage.setItem(RELEASE_ID_KEY, currentReleaseId);
  console.info('New features released.');
}

/** A first sign-in that still needs its 2FA setup: the guide comes after the setup (spec 2.4). */
export function rememberFirstLogin(flag: boolean): void {
  if (flag) sessionStorage.setItem(FIRST_LOGIN_KEY, '1');
  else sessionStorage.removeItem(FIRST_LOGIN_KEY);
}
export function takeFirstLogin(): boolean {
  const flag = sessionStorage.getItem(FIRST_LOGIN_KEY) === '1';
  sessionStorage.removeItem(FIRST_LOGIN_KEY);
  return flag;
}
