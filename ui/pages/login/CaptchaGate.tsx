import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';
import type { CaptchaProps } from '../../captcha/captchaProps';

export type CaptchaGateProps = CaptchaProps & {
  /** The machine waits for a solved captcha (the button replaces LOGIN). */
  waiting: boolean;
  captcha: ComponentType<CaptchaProps>;
};

/**
 * "Verify You Are A Human!": replaces LOGIN once the failures reach the threshold.
 * Pressing it shows the captcha widget, which reports its payload to the machine.
 */
export function CaptchaGate({ waiting, captcha: Captcha, onSolved, onExpired }: CaptchaGateProps) {
  const { t } = useTranslation('login');
  const [widgetShown, setWidgetShown] = useState(!waiting);
  if (!widgetShown) {
    return (
      <Button className="btn-block verify-human" onPress={() => setWidgetShown(true)}>
        {t('verifyHuman')}
      </Button>
    );
  }
  return (
    <div className="captcha-gate" aria-label={t('verifyHuman')} role="group">
      <Captcha onSolved={onSolved} onExpired={onExpired} />
    </div>
  );
}
