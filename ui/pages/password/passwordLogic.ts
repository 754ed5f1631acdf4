import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/forgotPassword.machine';
import { resetPasswordMachine } from '../../../machines/resetPassword.machine';
import { forgot, reset } from '../../../services/auth';

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
