import { Form } from 'react-aria-components';
import { Button } from './Button';
import { TextField } from './TextField';

export type NameFormProps = {
  label: string;
  placeholder: string;
  value: string;
  /** The field's own error (empty, too short), already translated. */
  fieldError: string | null;
  /** The answer's error (name taken, no connection), already translated. */
  formError: string | null;
  busy: boolean;
  canSubmit: boolean;
  submitLabel: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
};

/** One name and a submit button (Enter submits): the guide's company step and the wizard's name step. */
export function NameForm({ label, placeholder, value, fieldError, formError, busy, canSubmit, submitLabel, onChange, onSubmit }: NameFormProps) {
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField label={label} placeholder={placeholder} value={value} onChange={onChange} errorMessage={fieldError} isDisabled={busy} autoFocus />
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" isDisabled={!canSubmit}>
        {submitLabel}
      </Button>
    </Form>
  );
}
