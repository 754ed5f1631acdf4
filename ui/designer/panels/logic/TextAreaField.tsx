import { FieldError, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';

export type TextAreaFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
  errorMessage?: string | null;
  isDisabled?: boolean;
  placeholder?: string;
};

/** A labelled multi-line text (prompt, comment, raw body) with its error under it. */
export function TextAreaField({ label, value, onChange, description, errorMessage, isDisabled, placeholder }: TextAreaFieldProps) {
  return (
    <AriaTextField className="logic-textarea" value={value} onChange={onChange} isDisabled={isDisabled} isInvalid={Boolean(errorMessage)}>
      <Label className="select-label">{label}</Label>
      <TextArea placeholder={placeholder} />
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
