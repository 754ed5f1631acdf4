import type { KeyboardEvent } from 'react';
import { FieldError, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';

export type TextAreaFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Enter without shift (shift-Enter keeps inserting a newline). */
  onEnter?: () => void;
  description?: string;
  errorMessage?: string | null;
  isDisabled?: boolean;
  placeholder?: string;
  rows?: number;
  maxLength?: number;
};

/** A labelled multi-line input with its error under it: the kit TextField's look for longer texts. */
export function TextAreaField({ label, value, onChange, onBlur, onEnter, description, errorMessage, isDisabled, placeholder, rows = 3, maxLength }: TextAreaFieldProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && onEnter) {
      event.preventDefault();
      onEnter();
    }
  };
  return (
    <AriaTextField value={value} onChange={onChange} onBlur={onBlur} isDisabled={isDisabled} isInvalid={Boolean(errorMessage)} maxLength={maxLength} className="field">
      <Label>{label}</Label>
      {/* dir="auto": what people type reads in its own direction (English in Arabic, and back). */}
      <TextArea placeholder={placeholder} onKeyDown={onKeyDown} rows={rows} dir="auto" />
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
