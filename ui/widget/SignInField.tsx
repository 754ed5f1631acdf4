/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';

type Props = {
  id: string;
  label: string;
  /** The channel's explanation under the label, read with the field. */
  hint?: string | undefined;
  required?: boolean;
  requiredText: string;
  children: ComponentChildren;
};

/** A labelled field of the sign-in form: its label, the hint (announced with the field) and the input. */
export function SignInField({ id, label, hint, required = false, requiredText, children }: Props) {
  return (
    <div class="wm-field">
      <label for={id}>
        {label}
        {required ? <span class="wm-hidden"> ({requiredText})</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} class="wm-muted">
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}
