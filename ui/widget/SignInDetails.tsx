/** @jsxImportSource preact */
import { useEffect, useRef } from 'preact/hooks';
import type { WebChatSignInForm } from '../../services/contracts/webChatSignIn';
import type { WidgetSignInContext, WidgetSignInEvent } from '../../machines/conversations/widgetSignIn.machine';
import { countryChoices } from './SignInCountries';
import { SignInField } from './SignInField';
import type { WidgetTexts } from './texts';

type Props = {
  form: WebChatSignInForm;
  context: WidgetSignInContext;
  busy: boolean;
  language: string;
  texts: WidgetTexts['signIn'];
  send: (event: WidgetSignInEvent) => void;
};

const described = (id: string, hint: string | undefined, problem: boolean) => [hint ? `${id}-hint` : '', problem ? 'wm-signin-problem' : ''].filter(Boolean).join(' ') || undefined;

/** The first step of a one-time password: name and e-mail when the channel asks for them, then the phone with its country. */
export function SignInDetails({ form, context, busy, language, texts, send }: Props) {
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const { problem } = context;
  return (
    <form
      class="wm-signin-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      {form.requireName ? (
        <SignInField id="wm-signin-name" label={form.nameTitle ?? texts.nameTitle} hint={form.nameText} required requiredText={texts.required}>
          <input
            id="wm-signin-name"
            ref={first}
            autoComplete="name"
            required
            value={context.name}
            aria-invalid={problem === 'nameRequired'}
            aria-describedby={described('wm-signin-name', form.nameText, problem === 'nameRequired')}
            onInput={(event) => send({ type: 'NAME_CHANGED', value: event.currentTarget.value })}
          />
        </SignInField>
      ) : null}
      {form.requireEmail ? (
        <SignInField id="wm-signin-email" label={form.emailTitle ?? texts.emailTitle} hint={form.emailText} required requiredText={texts.required}>
          <input
            id="wm-signin-email"
            ref={form.requireName ? undefined : first}
            type="email"
            autoComplete="email"
            required
            value={context.email}
            aria-invalid={problem === 'emailRequired'}
            aria-describedby={described('wm-signin-email', form.emailText, problem === 'emailRequired')}
            onInput={(event) => send({ type: 'EMAIL_CHANGED', value: event.currentTarget.value })}
          />
        </SignInField>
      ) : null}
      <SignInField id="wm-signin-country" label={texts.country} requiredText={texts.required}>
        <select id="wm-signin-country" value={context.country} onChange={(event) => send({ type: 'COUNTRY_CHANGED', value: event.currentTarget.value })}>
          {countryChoices(form.countries, language).map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.label}
            </option>
          ))}
        </select>
      </SignInField>
      <SignInField id="wm-signin-phone" label={form.phoneTitle ?? texts.phoneTitle} hint={form.phoneText ?? texts.phoneText} required requiredText={texts.required}>
        <input
          id="wm-signin-phone"
          ref={form.requireName || form.requireEmail ? undefined : first}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          required
          value={context.phone}
          aria-invalid={problem === 'phone'}
          aria-describedby={described('wm-signin-phone', form.phoneText ?? texts.phoneText, problem === 'phone')}
          onInput={(event) => send({ type: 'PHONE_CHANGED', value: event.currentTarget.value })}
        />
      </SignInField>
      <button type="submit" class="wm-signin-submit" disabled={busy}>
        {busy ? texts.sending : texts.sendCode}
      </button>
    </form>
  );
}
