import { fromPromise } from 'xstate';
import { choosePasswordMachine } from '../../../machines/choosePassword.machine';
import { forgotPasswordMachine } from '../../../machines/forgotPassword.machine';
import { resetPasswordMachine } from '../../../machines/resetPassword.machine';
import { choosePassword, forgot, reset } from '../../../services/auth';
import { rememberFirstLogin, storePendingSignin, storeSigninAnswer } from '../../../services/session';

/** The forgot-password machine with the real call. */
export function provideForgotPasswordMachine() {
  return forgotPasswordMachine.provide({
    actors: { forgot: fromPromise(({ input, signal }) => forgot(input, signal)) },
  });
}

/** The reset-password machine with the real call; a saved password goes to login. */
export function provideResetPasswordMachine({ navigate }: { navigate: (path: string) => void }) {
  return resetPasswordMachine.provide({
    actors: { reset: fromPromise(({ input, signal }) => reset(input.token, input.body, signal)) },
    actions: { goToLogin: () => navigate('/login') },
  });
}

/**
 * The choose-password machine with the real call: the answer is the sign-in the new password
 * opens, kept as the login keeps one, then two-factor setup or verify, or the console.
 */
export function provideChoosePasswordMachine({ navigate }: { navigate: (path: string) => void }) {
  return choosePasswordMachine.provide({
    actors: { choose: fromPromise(({ input, signal }) => choosePassword(input, signal)) },
    actions: {
      goToTwoFactorSetup: (_, { answer }) => {
        storePendingSignin(answer.token, answer.tfa);
        rememberFirstLogin(answer.firstLogin);
        navigate('/2fa/setup');
      },
      goToTwoFactorVerify: (_, { answer }) => {
        storePendingSignin(answer.token, answer.tfa);
        rememberFirstLogin(answer.firstLogin);
        navigate('/2fa/verify');
      },
      storeSession: (_, { answer }) => storeSigninAnswer(answer),
      navigate: (_, { path }) => navigate(path),
    },
  });
}
