import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../kit/Button';
import type { SuiteConnectActor } from '../formProps';
import { SuiteField } from './SuiteField';

/** The suite's captcha: its image, a button for another one, and the field its text is typed in. */
export function SuiteCaptcha({ actor }: { actor: SuiteConnectActor }) {
  const { t } = useTranslation('channels');
  const image = useSelector(actor, (s) => s.context.captcha?.image ?? null);
  const fetching = useSelector(actor, (s) => s.matches('fetchingCaptcha'));
  const busy = useSelector(actor, (s) => !s.hasTag('editing'));
  return (
    <div className="suite-captcha">
      <div className="suite-captcha-image" aria-busy={fetching}>
        {image ? (
          <img src={image} alt={t('suite.captcha.image')} width={160} height={50} />
        ) : (
          <p className="muted">{t(fetching ? 'suite.captcha.fetching' : 'suite.captcha.none')}</p>
        )}
        <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'CAPTCHA_REFRESHED' })}>
          {t('suite.captcha.refresh')}
        </Button>
      </div>
      <SuiteField actor={actor} field="captcha" label={t('suite.fields.captcha')} />
    </div>
  );
}
