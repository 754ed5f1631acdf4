import { useTranslation } from 'react-i18next';
import { Button } from '../kit/Button';
import { showToast } from '../kit/toasts';

/** Copies a value to the clipboard ('Text copied to clipboard'); named after what it copies. */
export function CopyButton({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('channels');
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    showToast('success', t('copied'));
  };
  return (
    <Button variant="secondary" aria-label={t('copyOf', { label })} onPress={() => void copy()}>
      {t('copy')}
    </Button>
  );
}

/** A value to take away (a snippet, a token): shown as it is, with a copy button. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  return (
    <div className="copy-value">
      <span className="copy-label">{label}</span>
      <code dir="ltr">{value}</code>
      <CopyButton label={label} value={value} />
    </div>
  );
}
