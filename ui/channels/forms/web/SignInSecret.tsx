import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { hasStoredSecret, SIGN_IN_SECRET } from '../../../../machines/channels/forms/web/signInSecret';
import { SECRET_MASK } from '../../../../services/contracts/channels';
import { Button } from '../../../kit/Button';
import { TextField } from '../../../kit/TextField';
import { useText } from '../../../kit/useText';
import { CopyButton } from '../../CopyValue';
import { newSignInSecret } from './newSignInSecret';
import type { WebSettingsActor } from './settingsProps';

/**
 * The TOKEN sign-in's secret (shown when the authentication is Token): masked once stored;
 * Generate makes a new one in the browser, shown with a copy button until it is saved.
 */
export function SignInSecret({ actor }: { actor: WebSettingsActor }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const auth = useSelector(actor, (s) => s.context.values['auth']);
  const generated = useSelector(actor, (s) => s.context.signInSecret);
  const stored = useSelector(actor, (s) => hasStoredSecret(s.context.stored));
  const error = useSelector(actor, (s) => s.context.errors[SIGN_IN_SECRET] ?? null);
  const busy = useSelector(actor, (s) => !s.hasTag('editing'));
  if (auth !== 'TOKEN') return null;
  const label = t('web.signInSecret.label');
  return (
    <div className="sign-in-secret">
      <TextField
        label={label}
        value={generated !== '' ? generated : stored ? SECRET_MASK : ''}
        placeholder={t('web.signInSecret.none')}
        description={t('web.signInSecret.note')}
        errorMessage={error ? text(error) : null}
        isReadOnly
      />
      {generated !== '' ? (
        <>
          <p>{t('web.signInSecret.shownOnce')}</p>
          <CopyButton label={label} value={generated} />
        </>
      ) : null}
      <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'SIGN_IN_SECRET_GENERATED', secret: newSignInSecret() })}>
        {t('web.signInSecret.generate')}
      </Button>
    </div>
  );
}
