import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaProps } from 'react-aria-components';

export type TextFieldProps = Omit<AriaProps, 'children'> & {
  label: string;
  description?: string;
  errorMessage?: string | null;
  placeholder?: string;
};

/** A labelled input with its error text under it (announced to screen readers). */
export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={Boolean(errorMessage) || props.isInvalid} className="field">
      <Label>{label}</Label>
      {/* dir="auto": what people type reads in its own direction (English in Arabic, and back). */}
      <Input placeholder={placeholder} dir="auto" />
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
