import * as auth from '../../services/auth';
import * as session from '../../services/session';
import * as twoFactor from '../../services/twoFactor';
import * as votes from '../../services/votes';
import type { ConsoleActors } from '../../ui/app/consoleActors';
import { lazily, lazyCalls } from './lazily';

/** The profile's calls go through GraphQL: their module loads with the profile page. */
const profile = () => import('../../services/profile');

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
  auth: {
    signin: auth.signin,
    fetchSession: auth.fetchSession,
    signup: auth.signup,
    acceptInvitation: auth.acceptInvitation,
    resend: auth.resend,
    forgot: auth.forgot,
    reset: auth.reset,
    choosePassword: auth.choosePassword,
    signOut: auth.signOut,
  },
  twoFactor: {
    initiate: twoFactor.initiate,
    verify: twoFactor.verify,
    validateBackupCode: twoFactor.validateBackupCode,
    generateBackupCodes: twoFactor.generateBackupCodes,
  },
  profile: {
    updateProfile: lazily(profile, (m) => (body: { name: string; surname: string }, signal?: AbortSignal) => m.updateProfile(body, signal)),
    ...lazyCalls(profile, ['changePassword', 'resetTwoFactor', 'generateBackupCodes']),
  },
  votes: { fetchDeepLink: votes.fetchDeepLink, sendVote: votes.sendVote, markVoted: votes.markVoted },
};
