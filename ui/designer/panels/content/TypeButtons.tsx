import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';

export type TypeButtonsProps<T extends string> = {
  label: string;
  types: readonly T[];
  value: T;
  labelOf: (type: T) => string;
  onChange: (type: T) => void;
  isDisabled?: boolean;
};

/** One-of-many type buttons (message type, selection type) as a react-aria toggle group. */
export function TypeButtons<T extends string>({ label, types, value, labelOf, onChange, isDisabled }: TypeButtonsProps<T>) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      className="type-buttons"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      isDisabled={isDisabled}
      onSelectionChange={(keys: Set<Key>) => {
        const next = types.find((t) => keys.has(t));
        if (next && next !== value) onChange(next);
      }}
    >
      {types.map((type) => (
        <ToggleButton key={type} id={type} className="type-button">
          {labelOf(type)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
