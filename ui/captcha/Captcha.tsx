import 'altcha';
import 'altcha/i18n/ar';
import 'altcha/i18n/de';
import 'altcha/i18n/tr';
import type {} from 'altcha/types/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_CHALLENGE_PATH } from '../../services/contracts/authPaths';
import type { CaptchaProps } from './captchaProps';
import { useLatest } from '../kit/useLatest';

/**
 * The self-hosted ALTCHA proof-of-work widget. It fetches its challenge from the auth
 * service, solves it in the browser and reports the payload the server verifies.
 * Loaded on demand (see LazyCaptcha) so pages pay for it only when it is shown.
 */
export default function Captcha({ onSolved, onExpired }: CaptchaProps) {
  const { i18n } = useTranslation();
  const widget = useRef<HTMLElement>(null);
  const handlers = useLatest({ onSolved, onExpired });

  useEffect(() => {
    const element = widget.current;
    if (!element) return undefined;
    const handleVerified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) handlers.current.onSolved(payload);
    };
    const handleExpired = () => handlers.current.onExpired();
    element.addEventListener('verified', handleVerified);
    element.addEventListener('expired', handleExpired);
    return () => {
      element.removeEventListener('verified', handleVerified);
      element.removeEventListener('expired', handleExpired);
    };
  }, [handlers]);

  return (
    <div className="captcha">
      <altcha-widget ref={widget} challenge={CAPTCHA_CHALLENGE_PATH} auto="onload" language={i18n.resolvedLanguage ?? 'en'} name="captcha" />
    </div>
  );
}
