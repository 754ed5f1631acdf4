import { Input, Label, TextField as AriaTextField } from 'react-aria-components';

export type CodeInputProps = {
  label: string;
  value: string;
  isDisabled?: boolean;
  /** The raw text; the machine strips non-digits and keeps at most 6. */
  onChange: (value: string) => void;
  autoFocus?: boolean;
};

/** A 6-digit code field: numeric keyboard, one-time-code autofill, digits kept by the machine. */
export function CodeInput({ label, value, isDisabled, onChange, autoFocus }: CodeInputProps) {
  return (
    <AriaTextField
      className="field code-field"
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      name="code"
    >
      <Label>{label}</Label>
      <Input dir="ltr" placeholder="••••••" spellCheck={false} />
    </AriaTextField>
  );
}
