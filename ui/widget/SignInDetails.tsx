/** @jsxImportSource preact */
import { useEffect, useRef } from 'preact/hooks';
import type { WebChatSignInForm } from '../../services/contracts/webChatSignIn';
import type { WidgetSignInContext, WidgetSignInEvent } from '../../machines/conversations/widgetSignIn.machine';
import { countryChoices } from './SignInCountries';
import { SignInField } from './SignInField';
import type { SignInWords } from './signInTexts';

type Props = {
  form: WebChatSignInForm;
  context: WidgetSignInContext;
  busy: boolean;
  language: string;
  texts: SignInWords;
  send: (event: WidgetSignInEvent) => void;
};

/** The first step of a one-time password: name and e-mail when the channel asks for them, then the phone with its country. */
export function SignInDetails({ form, context, busy, language, texts, send }: Props) {
  const root = useRef<HTMLFormElement>(null);
  useEffect(() => root.current?.querySelector('input')?.focus(), []);
  const { problem } = context;
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
      {form.requireName ? (
        <SignInField
          id="wm-signin-name"
          label={form.nameTitle ?? texts.nameTitle}
          hint={form.nameText}
          invalid={problem === 'nameRequired'}
          autoComplete="name"
          value={context.name}
          onValue={(value) => send({ type: 'NAME_CHANGED', value })}
        />
      ) : null}
      {form.requireEmail ? (
        <SignInField
          id="wm-signin-email"
          label={form.emailTitle ?? texts.emailTitle}
          hint={form.emailText}
          invalid={problem === 'emailRequired'}
          type="email"
          autoComplete="email"
          value={context.email}
          onValue={(value) => send({ type: 'EMAIL_CHANGED', value })}
        />
      ) : null}
      <SignInField
        id="wm-signin-country"
        label={texts.country}
        control={
          <select id="wm-signin-country" value={context.country} onChange={(event) => send({ type: 'COUNTRY_CHANGED', value: event.currentTarget.value })}>
            {countryChoices(form.countries, language).map((choice) => (
              <option key={choice.code} value={choice.code}>
                {choice.label}
              </option>
            ))}
          </select>
        }
      />
      <SignInField
        id="wm-signin-phone"
        label={form.phoneTitle ?? texts.phoneTitle}
        hint={form.phoneText ?? texts.phoneText}
        invalid={problem === 'phone'}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        value={context.phone}
        onValue={(value) => send({ type: 'PHONE_CHANGED', value })}
      />
      <button type="submit" class="wm-signin-submit" disabled={busy}>
        {busy ? texts.wait : texts.sendCode}
      </button>
    </form>
  );
}
