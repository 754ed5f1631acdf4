import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';

export type SelectOption = { id: string; label: string };

export type SelectFieldProps = {
  label: string;
  placeholder?: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (id: string) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  errorMessage?: string | null;
  className?: string;
};

/** A labelled react-aria Select with its options in a popover list. */
export function SelectField({ label, placeholder, options, value, onChange, isRequired, isDisabled, errorMessage, className }: SelectFieldProps) {
  return (
    <Select
      className={`field select-field ${className ?? ''}`}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
    >
      <Label className="select-label">{label}</Label>
      <Button className="select-button">
        <SelectValue className="select-value" />
        <span aria-hidden="true" className="select-arrow">
          ▾
        </span>
      </Button>
      <FieldError>{errorMessage}</FieldError>
      <Popover className="popover select-popover">
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="listbox-item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
