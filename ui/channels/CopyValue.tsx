import { useTranslation } from 'react-i18next';
import { Button } from '../kit/Button';
import { showToast } from '../kit/toasts';

/** A value to take away (a snippet, a token): shown as it is, with a copy button ('Text copied to clipboard'). */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('channels');
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    showToast('success', t('copied'));
  };
  return (
    <div className="copy-value">
      <span className="copy-label">{label}</span>
      <code dir="ltr">{value}</code>
      <Button variant="secondary" aria-label={t('copyOf', { label })} onPress={() => void copy()}>
        {t('copy')}
      </Button>
    </div>
  );
}
