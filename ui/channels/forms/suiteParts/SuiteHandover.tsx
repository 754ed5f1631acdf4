import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../kit/Button';
import { SelectField } from '../../../kit/SelectField';
import { useText } from '../../../kit/useText';
import { FormMessages } from '../FormParts';
import type { SuiteConnectActor } from '../formProps';

/** The update form: which suite company and pool the channel serves, and the pool conversations are handed over to. */
export function SuiteHandover({ actor }: { actor: SuiteConnectActor }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const pools = useSelector(actor, (s) => s.context.pools);
  const chosen = useSelector(actor, (s) => s.context.handoverPoolId);
  const error = useSelector(actor, (s) => s.context.errors['suiteHandoverPoolID'] ?? null);
  const suite = useSelector(
    actor,
    (s) => ({ company: s.context.fields.suiteCompanyId, pool: s.context.fields.suitePoolId }),
    (a, b) => a.company === b.company && a.pool === b.pool,
  );
  const busy = useSelector(actor, (s) => !s.hasTag('editing'));
  return (
    <form
      className="channel-form"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      <FormMessages actor={actor} />
      <p>{t('suite.serves', { company: suite.company, pool: suite.pool })}</p>
      <SelectField
        label={t('suite.fields.handoverPool')}
        placeholder={t('suite.handoverPlaceholder')}
        options={pools.map((p) => ({ id: p.id, label: `${p.name} (${p.id})` }))}
        value={chosen === '' ? null : chosen}
        isDisabled={busy}
        onChange={(poolId) => actor.send({ type: 'POOL_CHOSEN', poolId })}
        errorMessage={error ? text(error) : null}
      />
      <Button type="submit" isDisabled={busy}>
        {t('form.save')}
      </Button>
    </form>
  );
}
