/** @jsxImportSource preact */
import { countryChoices } from './SignInCountries';
import { SignInField } from './SignInField';
import { SignInStep, type SignInStepProps } from './SignInStep';

/** The first step of a one-time password: name and e-mail when the channel asks for them, then the phone with its country. */
export function SignInDetails({ form, context, busy, language, texts, send }: SignInStepProps & { language: string }) {
  const { problem } = context;
  return (
    <SignInStep busy={busy} texts={texts} send={send} submit={texts.sendCode}>
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
    </SignInStep>
  );
}
