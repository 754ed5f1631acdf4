/** @jsxImportSource preact */
import { OTP_LENGTH } from '../../services/contracts/webChatSignIn';
import { phoneOf } from '../../machines/conversations/widgetSignIn.machine';
import { SignInField } from './SignInField';
import { SignInStep, type SignInStepProps } from './SignInStep';
import { fill } from './texts';

/** The second step of a one-time password: the code sent by SMS, a new code, or another number. */
export function SignInCode({ form, context, busy, canSubmit, texts, send }: SignInStepProps & { canSubmit: boolean }) {
  return (
    <SignInStep
      busy={busy}
      texts={texts}
      send={send}
      submit={texts.verify}
      canSubmit={canSubmit}
      after={
        <div class="wm-signin-links">
          <button type="button" class="wm-link" disabled={busy} onClick={() => send({ type: 'RESEND' })}>
            {texts.resend}
          </button>
          <button type="button" class="wm-link" disabled={busy} onClick={() => send({ type: 'CHANGE_PHONE' })}>
            {texts.changePhone}
          </button>
        </div>
      }
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
    </SignInStep>
  );
}
