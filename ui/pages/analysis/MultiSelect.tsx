import { Button, Dialog, DialogTrigger, Label, ListBox, ListBoxItem, Popover, type Selection } from 'react-aria-components';
import { useId } from 'react';

export type MultiSelectProps = {
  label: string;
  allLabel: string;
  chosenLabel: (count: number) => string;
  options: ReadonlyArray<{ id: string; name: string }>;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  isDisabled?: boolean;
};

/** An optional multi-select: a button named by its label and how many are chosen, opening a list with several choices (Escape closes it and keeps them). */
export function MultiSelect({ label, allLabel, chosenLabel, options, value, onChange, isDisabled }: MultiSelectProps) {
  const labelId = useId();
  const valueId = useId();
  const change = (selection: Selection) => onChange(selection === 'all' ? options.map((o) => o.id) : [...selection].map(String));
  return (
    <div className="field multi-select">
      <Label id={labelId}>{label}</Label>
      <DialogTrigger>
        <Button className="select-button" aria-labelledby={`${labelId} ${valueId}`} isDisabled={isDisabled || options.length === 0}>
          <span id={valueId} className="select-value">
            {value.length === 0 ? allLabel : chosenLabel(value.length)}
          </span>
          <span aria-hidden="true" className="select-arrow">
            ▾
          </span>
        </Button>
        <Popover className="popover select-popover">
          <Dialog aria-labelledby={labelId}>
            <ListBox
              className="listbox"
              aria-labelledby={labelId}
              selectionMode="multiple"
              escapeKeyBehavior="none"
              selectedKeys={new Set(value)}
              onSelectionChange={change}
              items={options}
            >
              {(option) => (
                <ListBoxItem id={option.id} className="listbox-item" textValue={option.name}>
                  {option.name}
                </ListBoxItem>
              )}
            </ListBox>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}
