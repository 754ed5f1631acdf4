import * as session from '../../services/session';
import type { ConsoleActors } from '../../ui/app/consoleActors';
import { lazily, lazyCalls, once } from './lazily';

/** The profile's calls go through GraphQL: their module loads with the profile page. */
const profile = () => import('../../services/profile');
/**
 * The /auth, two-factor and vote calls check their answers with the shared contracts (zod): they
 * load at their first call, or ahead of it once the first page has rendered (`preloadAccountCalls`),
 * so that the sign-in page's first bundle does not carry them.
 */
const auth = once(() => import('../../services/auth'));
const twoFactor = once(() => import('../../services/twoFactor'));
const votes = () => import('../../services/votes');

/**
 * Loads the sign-in and two-factor calls ahead of their first use (main.tsx, when the browser is
 * idle). A load that fails is said in the console and forgotten: the first call loads them again
 * and reports its own failure to the person.
 */
export function preloadAccountCalls(): void {
  for (const load of [auth, twoFactor]) void load().catch((failure: unknown) => console.warn('The sign-in calls could not be loaded ahead of their first use.', failure));
}

type AccountActors = Pick<ConsoleActors, 'session' | 'auth' | 'twoFactor' | 'profile' | 'votes'>;

/** The account area's actors: the session kept in cookies and storage, and the /auth, 2FA, profile and vote calls. */
export const accountActors: AccountActors = {
  session: {
    getToken: session.getToken,
    getUserInfo: session.getUserInfo,
    deviceId: session.deviceId,
    setKeepSignedIn: session.setKeepSignedIn,
    storePendingSignin: session.storePendingSignin,
    storeSession: session.storeSession,
    storeSigninAnswer: session.storeSigninAnswer,
    clearAll: session.clearAll,
    rememberOrigin: session.rememberOrigin,
    takeOrigin: session.takeOrigin,
    isAppInstallation: session.isAppInstallation,
    storeWelcome: session.storeWelcome,
    readWelcome: session.readWelcome,
    rememberFirstLogin: session.rememberFirstLogin,
    takeFirstLogin: session.takeFirstLogin,
  },
  auth: lazyCalls(auth, ['signin', 'fetchSession', 'signup', 'acceptInvitation', 'resend', 'forgot', 'reset', 'choosePassword', 'signOut']),
  twoFactor: lazyCalls(twoFactor, ['initiate', 'verify', 'validateBackupCode', 'generateBackupCodes']),
  profile: {
    updateProfile: lazily(profile, (m) => (body: { name: string; surname: string }, signal?: AbortSignal) => m.updateProfile(body, signal)),
    ...lazyCalls(profile, ['changePassword', 'resetTwoFactor', 'generateBackupCodes']),
  },
  votes: lazyCalls(votes, ['fetchDeepLink', 'sendVote', 'markVoted']),
};
