import { useSelector } from '@xstate/react';
import { Form, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ZOHO_RETURN_PATH } from '../../../services/contracts/channels/salesChatLogin';
import { SALES_CHAT_FIELDS } from '../../../machines/channels/forms/salesChat.machine';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import type { SalesChatFormProps } from './formProps';

/**
 * The sales chat, Zoho SalesIQ (spec 02 section 2): OVERVIEW (registering a client in Zoho's
 * API console with the console's return address) and CONFIGURATIONS (client id, client secret,
 * the portal's screen name, "Sign in with Zoho"). A stored one's update form says 'Not
 * implemented yet.' as the spec has it.
 */
export function SalesChatForm({ actor, devMode }: SalesChatFormProps) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const state = useSelector(actor, (s) => s.value as string);
  const fields = useSelector(actor, (s) => s.context.fields);
  const errors = useSelector(actor, (s) => s.context.errors);
  const error = useSelector(actor, (s) => s.context.error);
  if (state === 'notImplemented') return <p role="status">{t('salesChat.errors.updateNotImplemented')}</p>;
  const busy = state !== 'editing';
  const returnAddress = `${window.location.origin}${ZOHO_RETURN_PATH}`;
  return (
    <Tabs defaultSelectedKey="OVERVIEW">
      <TabList aria-label={t('kinds.salesChat')} className="tab-list">
        <Tab id="OVERVIEW" className="tab">
          {t('salesChat.tabs.OVERVIEW')}
        </Tab>
        <Tab id="CONFIGURATIONS" className="tab">
          {t('salesChat.tabs.CONFIGURATIONS')}
        </Tab>
      </TabList>
      <TabPanel id="OVERVIEW" className="tab-panel">
        <ol className="channel-steps">
          <li>{t('salesChat.overview.step1')}</li>
          <li>
            {t('salesChat.overview.step2')} <code>{returnAddress}</code>
          </li>
          <li>{t('salesChat.overview.step3')}</li>
        </ol>
        {devMode ? (
          <p className="muted">
            {t('salesChat.overview.sandbox')} <a href="/sandbox/zoho">/sandbox/zoho</a>
          </p>
        ) : null}
      </TabPanel>
      <TabPanel id="CONFIGURATIONS" className="tab-panel">
        <Form
          className="channel-form"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'SUBMIT' });
          }}
        >
          {SALES_CHAT_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`salesChat.fields.${field}`)}
              type={field === 'clientSecret' ? 'password' : 'text'}
              value={fields[field]}
              isDisabled={busy}
              errorMessage={errors[field] ? text(errors[field]) : null}
              onChange={(value) => actor.send({ type: 'FIELD_CHANGED', field, value })}
            />
          ))}
          <Banner kind="error" message={error ? text(error) : null} />
          <Button type="submit" isDisabled={busy}>
            {busy ? t('salesChat.leaving') : t('salesChat.signIn')}
          </Button>
        </Form>
      </TabPanel>
    </Tabs>
  );
}
