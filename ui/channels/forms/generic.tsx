import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { incomingUrl } from '../../../machines/channels/channels';
import { Button } from '../../kit/Button';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import { CopyValue } from '../CopyValue';
import type { ChannelFormActor, ChannelFormProps } from './formProps';
import { AssistantField, ChannelFormShell, FormField, FormMessages, NameField, SubmitButton } from './FormParts';

/** The generic channel: name, webhook URL, assistant; once added, its incoming URL, api token and signing secret (shown once). */
export function GenericForm({ actor, publicUrl }: ChannelFormProps) {
  const { t } = useTranslation('channels');
  const mode = useSelector(actor, (s) => s.context.mode);
  const added = useSelector(actor, (s) => s.context.added);
  if (added)
    return (
      <div className="channel-form">
        <FormMessages actor={actor} />
        <p>{t('generic.once')}</p>
        <CopyValue label={t('generic.incomingUrl')} value={incomingUrl(publicUrl, added.channel.id)} />
        {added.apiToken ? <CopyValue label={t('generic.apiToken')} value={added.apiToken} /> : null}
        {added.signingSecret ? <CopyValue label={t('generic.signingSecret')} value={added.signingSecret} /> : null}
      </div>
    );
  return (
    <ChannelFormShell actor={actor}>
      <NameField actor={actor} />
      <FormField actor={actor} field="webhookUrl" label={t('generic.webhookUrl')} />
      {mode === 'create' ? <AssistantField actor={actor} /> : <Params actor={actor} />}
      <SubmitButton actor={actor} />
    </ChannelFormShell>
  );
}

/** The update's params: name/value pairs. */
function Params({ actor }: { actor: ChannelFormActor }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const pairs = useSelector(actor, (s) => s.context.pairs);
  const error = useSelector(actor, (s) => s.context.errors['params'] ?? null);
  return (
    <fieldset className="channel-params">
      <legend>{t('generic.params')}</legend>
      {pairs.map((pair, index) => (
        <div className="channel-param" key={index}>
          <TextField label={t('generic.paramName', { n: index + 1 })} value={pair.name} onChange={(name) => actor.send({ type: 'PAIR_CHANGED', index, name, value: pair.value })} />
          <TextField
            label={t('generic.paramValue', { n: index + 1 })}
            value={pair.value}
            onChange={(value) => actor.send({ type: 'PAIR_CHANGED', index, name: pair.name, value })}
          />
          <Button variant="secondary" onPress={() => actor.send({ type: 'PAIR_REMOVED', index })}>
            {t('generic.removeParam')}
          </Button>
        </div>
      ))}
      {error ? (
        <p className="field-error" role="alert">
          {text(error)}
        </p>
      ) : null}
      <Button variant="secondary" onPress={() => actor.send({ type: 'PAIR_ADDED' })}>
        {t('generic.addParam')}
      </Button>
    </fieldset>
  );
}
