import { useTranslation } from 'react-i18next';
import type { FlowDocument } from '../../../../services/contracts/flow';
import { SelectField } from '../../../kit/SelectField';

export const NO_TARGET = '';

export type ModulePickerProps = {
  label: string;
  flow: FlowDocument;
  /** The chosen module id, or null/'' for none. */
  value: string | null | undefined;
  onChange: (id: string | null) => void;
  /** Modules not offered (e.g. START, which nothing can go back to). */
  exclude?: readonly string[];
  isDisabled?: boolean;
  errorMessage?: string | null;
  className?: string;
};

/**
 * A target module picker (spec 03: 'Button Target', connection, fallback...): every module
 * of the flow but START, by name, plus "none". A target that no longer exists shows as none.
 */
export function ModulePicker({ label, flow, value, onChange, exclude = [], isDisabled, errorMessage, className }: ModulePickerProps) {
  const { t } = useTranslation('designer');
  const offered = flow.modules.filter((m) => m.type !== 'START' && !exclude.includes(m.id));
  const options = [{ id: NO_TARGET, label: t('picker.none') }, ...offered.map((m) => ({ id: m.id, label: m.name }))];
  const current = value && offered.some((m) => m.id === value) ? value : NO_TARGET;
  return (
    <SelectField
      className={className}
      label={label}
      options={options}
      value={current}
      onChange={(id) => onChange(id === NO_TARGET ? null : id)}
      isDisabled={isDisabled}
      errorMessage={errorMessage}
    />
  );
}
