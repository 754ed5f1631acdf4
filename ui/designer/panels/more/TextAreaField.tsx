import { FieldError, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';

export type TextAreaFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
  errorMessage?: string | null;
  isDisabled?: boolean;
  rows?: number;
};

/** A labelled multi-line text (body texts), with its error under it like the kit's TextField. */
export function TextAreaField({ label, value, onChange, description, errorMessage, isDisabled, rows = 3 }: TextAreaFieldProps) {
  return (
    <AriaTextField value={value} onChange={onChange} isDisabled={isDisabled} isInvalid={Boolean(errorMessage)} className="field">
      <Label>{label}</Label>
      <TextArea rows={rows} />
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
