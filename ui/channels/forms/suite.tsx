import { useSelector } from '@xstate/react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SUITE_TYPES } from '../../../services/contracts/channels/suite';
import { Button } from '../../kit/Button';
import { AssistantField, FormMessages, NameField } from './FormParts';
import type { SuiteFormProps } from './formProps';
import { SuiteCaptcha } from './suiteParts/SuiteCaptcha';
import { SuiteField } from './suiteParts/SuiteField';
import { SuiteHandover } from './suiteParts/SuiteHandover';

/**
 * The suite (spec 02 section 2): on create name, assistant, cloud or on-premise (the cloud
 * suite's address shown read-only), username, password, suite company and pool ids and the
 * captcha; on update the handover pool.
 */
export function SuiteForm({ actor, devMode }: SuiteFormProps) {
  const { t } = useTranslation('channels');
  const mode = useSelector(actor, (s) => s.context.mode);
  const suiteType = useSelector(actor, (s) => s.context.suiteType);
  const busy = useSelector(actor, (s) => !s.hasTag('editing'));
  if (mode === 'update') return <SuiteHandover actor={actor} />;
  const cloud = suiteType === 'SuiteCloud';
  return (
    <form
      className="channel-form"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      <FormMessages actor={actor} />
      <NameField actor={actor} />
      <AssistantField actor={actor} />
      <RadioGroup
        className="field suite-type"
        value={suiteType}
        isDisabled={busy}
        orientation="horizontal"
        onChange={(value) => {
          const chosen = SUITE_TYPES.find((type) => type === value);
          if (chosen) actor.send({ type: 'SUITE_TYPE_CHOSEN', suiteType: chosen });
        }}
      >
        <Label>{t('suite.fields.suiteType')}</Label>
        {SUITE_TYPES.map((type) => (
          <Radio key={type} value={type} className="radio">
            {t(`suite.types.${type}`)}
          </Radio>
        ))}
      </RadioGroup>
      <SuiteField actor={actor} field="url" label={t('suite.fields.url')} isReadOnly={cloud} onBlur={cloud ? undefined : () => actor.send({ type: 'URL_LEFT' })} />
      <SuiteField actor={actor} field="username" label={t('suite.fields.username')} />
      <SuiteField actor={actor} field="password" label={t('suite.fields.password')} type="password" />
      <SuiteField actor={actor} field="suiteCompanyId" label={t('suite.fields.suiteCompanyId')} />
      <SuiteField actor={actor} field="suitePoolId" label={t('suite.fields.suitePoolId')} />
      <SuiteCaptcha actor={actor} />
      {devMode ? (
        <p className="muted">
          {t('suite.sandbox')} <a href="/sandbox/suite">/sandbox/suite</a>
        </p>
      ) : null}
      <Button type="submit" isDisabled={busy}>
        {t('form.connect')}
      </Button>
    </form>
  );
}
