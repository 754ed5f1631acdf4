import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { messagingEndpoint } from '../../../machines/channels/channels';
import { CopyValue } from '../CopyValue';
import type { ChannelFormActor } from './formProps';
import { FormField } from './FormParts';

const IDS = ['phoneNumberId', 'businessAccountId'] as const;
const SECRETS = ['accessToken', 'appSecret', 'verifyToken'] as const;

/**
 * The WhatsApp Cloud form's "Cloud API account": the number's two ids and its three secrets
 * (password fields; on update the stored ones show masked and are kept unless retyped). In
 * developer mode it points to the sandbox page that shows values to paste.
 */
export function WhatsappCloudAccount({ actor, devMode }: { actor: ChannelFormActor; devMode: boolean }) {
  const { t } = useTranslation('channels');
  const updating = useSelector(actor, (s) => s.context.mode === 'update');
  return (
    <fieldset className="cloud-account">
      <legend>{t('whatsappCloud.account.title')}</legend>
      <p className="muted">{t('whatsappCloud.account.help')}</p>
      {devMode ? (
        <p className="muted">
          {t('whatsappCloud.account.sandbox')} <a href="/sandbox/whatsapp">/sandbox/whatsapp</a>
        </p>
      ) : null}
      {IDS.map((field) => (
        <FormField key={field} actor={actor} field={field} label={t(`whatsappCloud.account.${field}`)} description={t(`whatsappCloud.account.${field}Help`)} />
      ))}
      {SECRETS.map((field) => (
        <FormField
          key={field}
          actor={actor}
          field={field}
          type="password"
          label={t(`whatsappCloud.account.${field}`)}
          description={`${t(`whatsappCloud.account.${field}Help`)}${updating ? ` ${t('whatsappCloud.account.keptHelp')}` : ''}`}
        />
      ))}
    </fieldset>
  );
}

/** Where Meta posts the number's messages: the callback URL to paste into the app's WhatsApp configuration, with the verify token typed above. */
export function WhatsappCloudWebhook({ channelId, publicUrl }: { channelId: string; publicUrl: string }) {
  const { t } = useTranslation('channels');
  return (
    <section className="cloud-webhook" aria-label={t('whatsappCloud.webhook.title')}>
      <p>{t('whatsappCloud.webhook.help')}</p>
      <CopyValue label={t('whatsappCloud.webhook.callbackUrl')} value={messagingEndpoint(publicUrl, 'whatsappCloud', channelId)} />
    </section>
  );
}
