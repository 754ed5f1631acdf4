import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Form, Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { salesChatReturnMachine } from '../../../machines/channels/salesChatReturn.machine';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { callActor } from '../../channels/callActor';
import { useInspectedActorRef } from '../../inspector/inspection';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import '../../kit/narrowPage.css';

const TEXT_NAMESPACES = ['channels', 'common'] as const;

/** The company profile's CHANNELS tab, where a sales-chat login starts and its channel is listed. */
const channelsTab = (companyId: string) => `/company-profile?id=${encodeURIComponent(companyId)}&initial=CHANNELS`;

/**
 * /company-profile/create-zoho (spec 01 section 2.2, spec 02): Zoho sends the admin back here
 * after the sales-chat login. The code is exchanged at once; the post-login form then asks for
 * the channel's name and its assistant, and Create makes the channel and opens the CHANNELS tab.
 */
export default function CreateZohoPage() {
  const { t } = useTranslation([...TEXT_NAMESPACES]);
  const text = useText(TEXT_NAMESPACES);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { channels } = useConsoleActors();
  const [logic] = useState(() =>
    salesChatReturnMachine.provide({
      actors: { zohoToken: callActor(channels.zohoToken), loadAssistants: callActor(channels.loadAssistants), createZohoChannel: callActor(channels.createZohoChannel) },
      actions: { openChannels: (_, { companyId }) => void navigate(channelsTab(companyId), { replace: true }) },
    }),
  );
  const actor = useInspectedActorRef(logic, { input: { query: Object.fromEntries(params) } });
  const state = useSelector(actor, (s) => s.value as string);
  const context = useSelector(actor, (s) => s.context);
  const error = context.error ? text(context.error) : null;
  const naming = state === 'naming' || state === 'creating';

  return (
    <section className="narrow-page" aria-labelledby="zoho-title">
      <h1 id="zoho-title" className="page-title">
        {t('salesChat.return.title')}
      </h1>
      {state === 'exchanging' || state === 'readingAssistants' ? <p role="status">{t('salesChat.return.exchanging')}</p> : null}
      {state === 'created' ? <p role="status">{t('salesChat.return.created', { name: context.created?.name ?? '' })}</p> : null}
      {state === 'assistantsFailed' ? (
        <>
          <Banner kind="error" message={error} />
          <Button onPress={() => actor.send({ type: 'RETRY' })}>{t('retry')}</Button>
        </>
      ) : null}
      {naming ? (
        <Form
          className="stacked-form"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'CREATE' });
          }}
        >
          <p>{t('salesChat.return.signedIn')}</p>
          <TextField label={t('form.name')} value={context.name} onChange={(value) => actor.send({ type: 'EDIT_NAME', value })} isDisabled={state !== 'naming'} autoFocus />
          <SelectField
            label={t('salesChat.return.assistant')}
            placeholder={t('form.assistantPlaceholder')}
            options={context.assistants.map((assistant) => ({ id: assistant.id, label: assistant.name }))}
            value={context.botId === '' ? null : context.botId}
            onChange={(botId) => actor.send({ type: 'CHOOSE_ASSISTANT', botId })}
            isDisabled={state !== 'naming'}
          />
          <Banner kind="error" message={error} />
          <Button type="submit" isDisabled={state !== 'naming'}>
            {state === 'naming' ? t('salesChat.return.create') : t('salesChat.return.creating')}
          </Button>
        </Form>
      ) : null}
      {state === 'failed' ? (
        <>
          <Banner kind="error" message={error} />
          <p>
            <Link href={context.login ? channelsTab(context.login.companyId) : '/companies'}>{t('salesChat.return.startAgain')}</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
