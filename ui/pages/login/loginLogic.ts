import { readConsoleConfig } from '../../../services/consoleConfig';
import { fromPromise } from 'xstate';
import { loginMachine, type LoginInput } from '../../../machines/login.machine';
import { fetchSession, signin } from '../../../services/auth';
import type { SigninAnswer } from '../../../services/contracts';
import {
  deviceId,
  isAppInstallation,
  rememberFirstLogin,
  rememberOrigin,
  setKeepSignedIn,
  storePendingSignin,
  storeSigninAnswer,
  takeOrigin,
} from '../../../services/session';
import type { TextLike } from '../../kit/useText';

/** Spec 9: the captcha shows after this many failed sign-ins (the server decides anyway). */
export function captchaThreshold(): number {
  return readConsoleConfig().loginCaptchaThreshold;
}

/** The machine's input from what the browser remembers (the origin stays stored until used). */
export function loginInput(): LoginInput {
  const origin = takeOrigin();
  if (origin) rememberOrigin(origin);
  return { captchaThreshold: captchaThreshold(), appInstallation: isAppInstallation(), origin: origin ?? undefined };
}

export type LoginEffects = {
  navigate: (path: string) => void;
  toast: (text: TextLike, durationMs: number) => void;
};

/** The login machine with the real services and the app's navigation and toasts. */
export function provideLoginMachine({ navigate, toast }: LoginEffects) {
  const pending = (answer: SigninAnswer, keep: boolean) => {
    setKeepSignedIn(keep);
    storePendingSignin(answer.token, answer.tfa);
    rememberFirstLogin(answer.firstLogin);
  };
  return loginMachine.provide({
    actors: {
      signin: fromPromise(({ input, signal }) => signin({ ...input, userDeviceId: deviceId() }, signal)),
      fetchSession: fromPromise(({ input, signal }) => fetchSession(input.token, signal)),
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
        setKeepSignedIn(keepSignedIn);
        storeSigninAnswer(answer);
      },
      navigate: ({ context }, { path }) => {
        if (context.origin && path === context.origin) takeOrigin();
        navigate(path);
      },
      showToast: (_, { text, durationMs }) => toast(text, durationMs),
    },
  });
}
