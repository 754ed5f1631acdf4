import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../kit/Button';
import { shouldRecommendChrome, type BrowserHints } from './browserDetection';
import './shell.css';

export const BROWSER_ALERT_DISMISSED_KEY = 'browserAlertDismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(BROWSER_ALERT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The Chrome recommendation for non-Chrome desktop browsers; dismissed for this browser session. */
export function BrowserAlert({ hints = navigator as unknown as BrowserHints }: { hints?: BrowserHints }) {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(() => shouldRecommendChrome(hints) && !wasDismissed());
  if (!visible) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(BROWSER_ALERT_DISMISSED_KEY, '1');
    } catch {
      // Storage may be unavailable (private mode); hiding it for this page is enough.
    }
    setVisible(false);
  };
  return (
    <div className="browser-alert" role="note">
      <span>{t('browserAlert.text')}</span>
      <Button variant="secondary" className="browser-alert-dismiss" onPress={dismiss}>
        {t('browserAlert.dismiss')}
      </Button>
    </div>
  );
}
