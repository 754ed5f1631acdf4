import {
  captchaChallenge,
  choosePasswordRequest,
  emailRequest,
  invitationAcceptAnswer,
  invitationAnswer,
  invitationQuery,
  invitationRequest,
  resetRequest,
  sessionAnswer,
  signinAnswer,
  signinRequest,
  signupRequest,
} from '../auth';
import { statusAnswer } from '../common';
import { passwordChangeRequest, profileAnswer, tfaResetRequest } from '../profile';
import { backupCodeRequest, backupCodesAnswer, initiateAnswer, verifyAnswer, verifyRequest } from '../twoFactor';
import { pathParams, redirectAnswer, type RestContracts } from './contract';
import { googleCallbackQuery } from './google';

/** The routes under /auth: sign-in, sign-up, passwords, invitations, session, two-factor, Google sign-in. */
export const authRoutes = {
  'POST /auth/signin': { body: signinRequest, answer: signinAnswer },
  'GET /auth/captcha': { answer: captchaChallenge },
  'POST /auth/signup': { body: signupRequest, answer: statusAnswer },
  'GET /auth/verify/:token': { params: pathParams('token'), answer: redirectAnswer },
  'POST /auth/resend': { body: emailRequest, answer: statusAnswer },
  'POST /auth/invitation': { query: invitationQuery, body: invitationRequest, answer: invitationAnswer },
  'POST /auth/invitation/accept': { query: invitationQuery, answer: invitationAcceptAnswer },
  'POST /auth/password': { body: passwordChangeRequest, answer: profileAnswer },
  'POST /auth/forgot': { body: emailRequest, answer: statusAnswer },
  'POST /auth/reset/:token': { params: pathParams('token'), body: resetRequest, answer: statusAnswer },
  'POST /auth/password/choose': { body: choosePasswordRequest, answer: signinAnswer },
  'POST /auth/signOut': { answer: statusAnswer },
  'GET /auth/session': { answer: sessionAnswer },
  'POST /auth/2fa/initiate': { answer: initiateAnswer },
  'POST /auth/2fa/verify': { body: verifyRequest, answer: verifyAnswer },
  'POST /auth/2fa/validate-backup-code': { body: backupCodeRequest, answer: verifyAnswer },
  'POST /auth/2fa/generate-backup-code': { answer: backupCodesAnswer },
  'POST /auth/2fa/reset': { body: tfaResetRequest, answer: profileAnswer },
  'GET /auth/google': { answer: redirectAnswer },
  'GET /auth/google/callback': { query: googleCallbackQuery, answer: redirectAnswer },
} as const satisfies RestContracts;
