import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../src/i18n';

import { LANGUAGE_NAMES as NAMES, shownLanguage } from './languageNames';

/** Picks the interface language; Arabic turns the layout right-to-left. Loaded after the first render (LanguageSwitch.tsx). */
export default function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  const current = shownLanguage(i18n.resolvedLanguage);
  return (
    <Select className="language-switch" value={current} onChange={(key) => void i18n.changeLanguage(String(key))} aria-label={t('language')}>
      <Label className="visually-hidden">{t('language')}</Label>
      <Button className="language-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="popover">
        <ListBox className="listbox">
          {LANGUAGES.map((lng) => (
            <ListBoxItem key={lng} id={lng} className="listbox-item" lang={lng}>
              {NAMES[lng]}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
