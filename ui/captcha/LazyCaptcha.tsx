import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaProps } from './captchaProps';

const Captcha = lazy(() => import('./Captcha'));

/** The captcha widget, fetched the first time it is shown. */
export function LazyCaptcha(props: CaptchaProps) {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<div className="captcha captcha-loading" role="progressbar" aria-label={t('loading')} />}>
      <Captcha {...props} />
    </Suspense>
  );
}
