import { Label, Radio, RadioGroup } from 'react-aria-components';

export type ChoiceFieldProps = {
  label: string;
  options: ReadonlyArray<{ id: string; label: string }>;
  value: string | null;
  onChange: (id: string) => void;
  isDisabled?: boolean;
};

/** A few mutually exclusive choices shown at once (send mode, body type, handover mode). */
export function ChoiceField({ label, options, value, onChange, isDisabled }: ChoiceFieldProps) {
  return (
    <RadioGroup className="logic-choice" value={value} onChange={onChange} isDisabled={isDisabled} orientation="horizontal">
      <Label className="select-label">{label}</Label>
      <div className="logic-radio-group">
        {options.map((option) => (
          <Radio key={option.id} value={option.id} className="logic-radio">
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
