/** @jsxImportSource preact */
import type { JSX } from 'preact';

type Props = {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'tel' | 'numeric';
  maxLength?: number;
  value?: string;
  onValue?: (value: string) => void;
  id: string;
  label: string;
  /** The channel's explanation under the label, read with the field. */
  hint?: string | undefined;
  /** A problem of this field shows in the sign-in's alert, which the field then points to. */
  invalid?: boolean;
  /** A select or another control in place of the text input. */
  control?: JSX.Element;
};

/** A labelled field of the sign-in form: its label, the hint (announced with the field) and the input. */
export function SignInField({ id, label, hint, invalid = false, control, onValue, type = 'text', autoComplete, inputMode, maxLength, value }: Props) {
  const described = [hint ? `${id}-hint` : '', invalid ? 'wm-signin-problem' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div class="wm-field">
      <label for={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} class="wm-muted">
          {hint}
        </p>
      ) : null}
      {control ?? (
        <input
          id={id}
          type={type}
          list={undefined}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          value={value}
          required
          aria-invalid={invalid}
          aria-describedby={described}
          onInput={(event) => onValue?.(event.currentTarget.value)}
        />
      )}
    </div>
  );
}
