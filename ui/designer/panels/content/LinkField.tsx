import { TextField } from '../../../kit/TextField';
import { useText } from '../../../kit/useText';
import { linkError, typedLink } from './rules';

export type LinkFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
  /** Checked even when empty (a LINK button needs its address). */
  isRequired?: boolean;
  placeholder?: string;
  onEnter?: () => void;
};

/** A link input (spec 5.2): the first character typed brings 'https://' with it; anything else than https:// or '#' is an 'Invalid url'. */
export function LinkField({ label, value, onChange, isDisabled, isRequired, placeholder, onEnter }: LinkFieldProps) {
  const text = useText(['panelsContent']);
  const error = value !== '' || isRequired ? linkError(value) : null;
  return (
    <TextField
      label={label}
      value={value}
      placeholder={placeholder}
      onChange={(next) => onChange(typedLink(value, next))}
      isDisabled={isDisabled}
      errorMessage={error ? text(error) : null}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && onEnter) {
          event.preventDefault();
          onEnter();
        }
      }}
    />
  );
}
