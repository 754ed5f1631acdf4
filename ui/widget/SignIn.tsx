/** @jsxImportSource preact */
import { useEffect } from 'preact/hooks';
import type { ActorRefFrom } from 'xstate';
import type { widgetSignInMachine } from '../../machines/conversations/widgetSignIn.machine';
import { SignInCode } from './SignInCode';
import { SignInDetails } from './SignInDetails';
import type { SignInTexts } from './signInTexts';
import { useSnapshot } from './useSnapshot';

/** What the messenger is given on a channel that signs visitors in: whether it must, and the sign-in to run. */
export type SignInSlot = {
  /** No valid session is kept for this channel. */
  needed: () => boolean;
  /** The sign-in, made when the visitor first opens the messenger. */
  actor: () => ActorRefFrom<typeof widgetSignInMachine>;
  language: string;
};

type Props = { slot: SignInSlot; texts: SignInTexts; onSignedIn: () => void };

/** Signing in before the conversation (OTP: details then code; TOKEN: the host page's token), in place of the conversation. */
export function SignIn({ slot, texts, onSignedIn }: Props) {
  const actor = slot.actor();
  const snapshot = useSnapshot(actor);
  const t = texts.signIn;
  const { form, problem } = snapshot.context;
  const done = snapshot.status === 'done';
  useEffect(() => {
    if (done) onSignedIn();
  }, [done, onSignedIn]);

  const alert = problem ? (
    <p id="wm-signin-problem" class="wm-notice" role="alert">
      {problem === 'offline' ? texts.offline : problem === 'failed' ? texts.error : t.errors[problem]}
    </p>
  ) : null;
  let body;
  if (snapshot.matches('unavailable')) {
    body = (
      <button type="button" class="wm-signin-submit" onClick={() => actor.send({ type: 'RETRY' })}>
        {t.retry}
      </button>
    );
  } else if (form && (snapshot.matches('details') || snapshot.matches('requestingCode'))) {
    body = <SignInDetails form={form} context={snapshot.context} busy={snapshot.matches('requestingCode')} language={slot.language} texts={t} send={actor.send} />;
  } else if (form && (snapshot.matches('code') || snapshot.matches('verifying'))) {
    body = <SignInCode form={form} context={snapshot.context} busy={snapshot.matches('verifying')} canSubmit={snapshot.can({ type: 'SUBMIT' })} texts={t} send={actor.send} />;
  } else if (snapshot.matches({ token: 'waiting' })) {
    body = (
      <p class="wm-text" dir="auto">
        {t.waitingForToken}
      </p>
    );
  } else {
    body = <p role="status">{t.wait}</p>;
  }
  return (
    <section class="wm-signin" aria-labelledby="wm-signin-title">
      <h3 id="wm-signin-title">{t.title}</h3>
      {alert}
      {body}
    </section>
  );
}
