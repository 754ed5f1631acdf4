import { fromPromise } from 'xstate';
import { loginMachine, type LoginInput } from '../../../machines/account/login.machine';
import type { SigninAnswer } from '../../../services/contracts';
import type { ConsoleConfig } from '../../../services/contracts/consoleConfig';
import type { ConsoleActors } from '../../app/consoleActors';
import type { TextLike } from '../../kit/useText';

/** The machine's input from what the browser remembers (the origin stays stored until used). */
export function loginInput({ session }: Pick<ConsoleActors, 'session'>, config: ConsoleConfig): LoginInput {
  const origin = session.takeOrigin();
  if (origin) session.rememberOrigin(origin);
  // Spec 9: the captcha shows after this many failed sign-ins (the server decides anyway).
  return { captchaThreshold: config.loginCaptchaThreshold, appInstallation: session.isAppInstallation(), origin: origin ?? undefined };
}

export type LoginEffects = {
  navigate: (path: string) => void;
  toast: (text: TextLike, durationMs: number) => void;
};

/** The login machine with the given calls and session, and the app's navigation and toasts. */
export function provideLoginMachine({ navigate, toast }: LoginEffects, { auth, session }: Pick<ConsoleActors, 'auth' | 'session'>) {
  const pending = (answer: SigninAnswer, keep: boolean) => {
    session.setKeepSignedIn(keep);
    session.storePendingSignin(answer.token, answer.tfa);
    session.rememberFirstLogin(answer.firstLogin);
  };
  return loginMachine.provide({
    actors: {
      signin: fromPromise(({ input, signal }) => auth.signin({ ...input, userDeviceId: session.deviceId() }, signal)),
      fetchSession: fromPromise(({ input, signal }) => auth.fetchSession(input.token, signal)),
    },
    actions: {
      goToChoosePassword: ({ context }, { answer }) => {
        pending(answer, context.keepSignedIn);
        navigate('/choose-password');
      },
      goToTwoFactorSetup: ({ context }, { answer }) => {
        pending(answer, context.keepSignedIn);
        navigate('/2fa/setup');
      },
      goToTwoFactorVerify: ({ context }, { answer }) => {
        pending(answer, context.keepSignedIn);
        navigate('/2fa/verify');
      },
      storeSession: (_, { answer, keepSignedIn }) => {
        session.setKeepSignedIn(keepSignedIn);
        session.storeSigninAnswer(answer);
      },
      navigate: ({ context }, { path }) => {
        if (context.origin && path === context.origin) session.takeOrigin();
        navigate(path);
      },
      showToast: (_, { text, durationMs }) => toast(text, durationMs),
    },
  });
}
