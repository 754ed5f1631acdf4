import { fromPromise } from 'xstate';
import { choosePasswordMachine } from '../../../machines/account/choosePassword.machine';
import { forgotPasswordMachine } from '../../../machines/account/forgotPassword.machine';
import { resetPasswordMachine } from '../../../machines/account/resetPassword.machine';
import type { ConsoleActors } from '../../app/consoleActors';

/** The forgot-password machine with the given call. */
export function provideForgotPasswordMachine({ auth }: Pick<ConsoleActors, 'auth'>) {
  return forgotPasswordMachine.provide({
    actors: { forgot: fromPromise(({ input, signal }) => auth.forgot(input, signal)) },
  });
}

/** The reset-password machine with the given call; a saved password goes to login. */
export function provideResetPasswordMachine({ navigate }: { navigate: (path: string) => void }, { auth }: Pick<ConsoleActors, 'auth'>) {
  return resetPasswordMachine.provide({
    actors: { reset: fromPromise(({ input, signal }) => auth.reset(input.token, input.body, signal)) },
    actions: { goToLogin: () => navigate('/login') },
  });
}

/**
 * The choose-password machine with the given call: the answer is the sign-in the new password
 * opens, kept as the login keeps one, then two-factor setup or verify, or the console.
 */
export function provideChoosePasswordMachine({ navigate }: { navigate: (path: string) => void }, { auth, session }: Pick<ConsoleActors, 'auth' | 'session'>) {
  return choosePasswordMachine.provide({
    actors: { choose: fromPromise(({ input, signal }) => auth.choosePassword(input, signal)) },
    actions: {
      goToTwoFactorSetup: (_, { answer }) => {
        session.storePendingSignin(answer.token, answer.tfa);
        session.rememberFirstLogin(answer.firstLogin);
        navigate('/2fa/setup');
      },
      goToTwoFactorVerify: (_, { answer }) => {
        session.storePendingSignin(answer.token, answer.tfa);
        session.rememberFirstLogin(answer.firstLogin);
        navigate('/2fa/verify');
      },
      storeSession: (_, { answer }) => session.storeSigninAnswer(answer),
      navigate: (_, { path }) => navigate(path),
    },
  });
}
