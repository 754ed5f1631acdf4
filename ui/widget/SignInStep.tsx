/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { WebChatSignInForm } from '../../services/contracts/webChatSignIn';
import type { WidgetSignInContext, WidgetSignInEvent } from '../../machines/conversations/widgetSignIn.machine';
import type { SignInWords } from './signInTexts';

/** What each step of a one-time password sign-in is given. */
export type SignInStepProps = {
  form: WebChatSignInForm;
  context: WidgetSignInContext;
  busy: boolean;
  texts: SignInWords;
  send: (event: WidgetSignInEvent) => void;
};

type Props = Pick<SignInStepProps, 'busy' | 'texts' | 'send'> & {
  /** The submit button's words while not busy. */
  submit: string;
  canSubmit?: boolean;
  children: ComponentChildren;
  /** Shown under the submit button. */
  after?: ComponentChildren;
};

/** A step's form: its fields (the first one focused), the submit button that sends SUBMIT, and what goes under it. */
export function SignInStep({ busy, texts, send, submit, canSubmit = true, children, after }: Props) {
  const root = useRef<HTMLFormElement>(null);
  useEffect(() => root.current?.querySelector('input')?.focus(), []);
  return (
    <form
      ref={root}
      class="wm-signin-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      {children}
      <button type="submit" class="wm-signin-submit" disabled={busy || !canSubmit}>
        {busy ? texts.wait : submit}
      </button>
      {after}
    </form>
  );
}
