/** @jsxImportSource preact */
import { useEffect, useRef } from 'preact/hooks';
import { OTP_LENGTH, type WebChatSignInForm } from '../../services/contracts/webChatSignIn';
import { phoneOf, type WidgetSignInContext, type WidgetSignInEvent } from '../../machines/conversations/widgetSignIn.machine';
import { SignInField } from './SignInField';
import type { SignInWords } from './signInTexts';
import { fill } from './texts';

type Props = {
  form: WebChatSignInForm;
  context: WidgetSignInContext;
  busy: boolean;
  canSubmit: boolean;
  texts: SignInWords;
  send: (event: WidgetSignInEvent) => void;
};

/** The second step of a one-time password: the code sent by SMS, a new code, or another number. */
export function SignInCode({ form, context, busy, canSubmit, texts, send }: Props) {
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
      <SignInField
        id="wm-signin-code"
        label={form.smsTitle ?? texts.smsTitle}
        hint={form.smsText ?? fill(texts.smsText, { phone: phoneOf(context) ?? context.phone })}
        invalid={context.problem !== null}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={OTP_LENGTH + 6}
        value={context.code}
        onValue={(value) => send({ type: 'CODE_CHANGED', value })}
      />
      <button type="submit" class="wm-signin-submit" disabled={busy || !canSubmit}>
        {busy ? texts.wait : texts.verify}
      </button>
      <div class="wm-signin-links">
        <button type="button" class="wm-link" disabled={busy} onClick={() => send({ type: 'RESEND' })}>
          {texts.resend}
        </button>
        <button type="button" class="wm-link" disabled={busy} onClick={() => send({ type: 'CHANGE_PHONE' })}>
          {texts.changePhone}
        </button>
      </div>
    </form>
  );
}
