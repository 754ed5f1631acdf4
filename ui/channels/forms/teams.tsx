import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { messagingEndpoint } from '../../../machines/channels/channels';
import { CopyValue } from '../CopyValue';
import type { ChannelFormProps } from './formProps';
import { AssistantField, ChannelFormShell, FormField, FormMessages, NameField, SubmitButton } from './FormParts';

/**
 * Teams: how to register the bot, then the channel's name, the bot's app id and password. Teams
 * has no call that sets where it posts messages: once added (and on update) the form shows the
 * messaging endpoint to copy into the bot's configuration.
 */
export function TeamsForm({ actor, publicUrl, devMode }: ChannelFormProps) {
  const { t } = useTranslation('channels');
  const mode = useSelector(actor, (s) => s.context.mode);
  const channelId = useSelector(actor, (s) => s.context.added?.channel.id ?? s.context.channelId);
  const added = useSelector(actor, (s) => s.context.added !== null);
  const endpoint = channelId ? <CopyValue label={t('teams.endpoint')} value={messagingEndpoint(publicUrl, 'teams', channelId)} /> : null;
  if (added)
    return (
      <div className="channel-form">
        <FormMessages actor={actor} />
        <p>{t('teams.endpointHelp')}</p>
        {endpoint}
      </div>
    );
  return (
    <>
      <ol className="channel-steps">
        <li>{t('teams.overview.step1')}</li>
        <li>{t('teams.overview.step2')}</li>
        <li>{t('teams.overview.step3')}</li>
      </ol>
      {devMode ? (
        <p className="muted">
          {t('teams.overview.sandbox')} <a href="/sandbox/teams">/sandbox/teams</a>
        </p>
      ) : null}
      <ChannelFormShell actor={actor}>
        <NameField actor={actor} />
        <FormField actor={actor} field="appID" label={t('teams.fields.appID')} />
        <FormField actor={actor} field="password" label={t('teams.fields.password')} type="password" />
        {mode === 'create' ? <AssistantField actor={actor} /> : null}
        {mode === 'update' ? endpoint : null}
        <SubmitButton actor={actor} />
      </ChannelFormShell>
    </>
  );
}
