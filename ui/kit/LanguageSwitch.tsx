import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../src/i18n';

const NAMES: Record<Language, string> = { en: 'English', tr: 'Türkçe', de: 'Deutsch', ar: 'العربية' };

/** Picks the interface language; Arabic turns the layout right-to-left. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const current = (LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '') ? i18n.resolvedLanguage : 'en';
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
