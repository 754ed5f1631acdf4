import { useMemo } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../../services/contracts/countries';

export type CountrySelectProps = { value: string; onChange: (value: string) => void; isDisabled?: boolean };

/** The country dropdown: names in the reader's language, the English capitals as value (TURKEY). */
export function CountrySelect({ value, onChange, isDisabled }: CountrySelectProps) {
  const { t, i18n } = useTranslation('companies');
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <Select className="select-field" selectedKey={value} onSelectionChange={(key) => (key === null ? undefined : onChange(String(key)))} isDisabled={isDisabled}>
      <Label>{t('create.country')}</Label>
      <Button className="select-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="popover select-popover">
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.value} className="listbox-item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
