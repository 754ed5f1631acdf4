import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Button as AriaButton } from 'react-aria-components';
import { RESERVED_PARAMETERS } from './parameters';

export type ParameterFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Names offered in the list; the reserved parameters by default. Any other name may be typed. */
  suggestions?: readonly string[];
  isDisabled?: boolean;
};

/** A parameter name: typed freely, or picked from the reserved parameters (#EMAIL, #NAME, ...). */
export function ParameterField({ label, value, onChange, suggestions = RESERVED_PARAMETERS, isDisabled }: ParameterFieldProps) {
  const items = suggestions.map((name) => ({ id: name, name }));
  return (
    <ComboBox className="logic-combo" allowsCustomValue menuTrigger="focus" inputValue={value} onInputChange={onChange} defaultItems={items} isDisabled={isDisabled}>
      <Label className="select-label">{label}</Label>
      <div className="logic-combo-input">
        <Input />
        <AriaButton className="btn btn-secondary" aria-hidden="true" excludeFromTabOrder>
          ▾
        </AriaButton>
      </div>
      <Popover className="popover select-popover">
        <ListBox className="listbox">
          {(item: { id: string; name: string }) => (
            <ListBoxItem id={item.id} className="listbox-item" textValue={item.name}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
