import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { flowTemplateField, FLOW_TEMPLATES } from '../../../machines/channels/forms/whatsappFlowTemplates';
import type { BotVersion } from '../../../services/contracts/assistants';
import type { WhatsappTemplateChoice } from '../../../services/contracts/channels/whatsappCloudSettings';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { Banner } from '../../kit/Banner';
import { SelectField } from '../../kit/SelectField';
import { useResource, type Resource } from '../../kit/useResource';
import { useText } from '../../kit/useText';
import type { ChannelFormActor } from './formProps';
import { templateOptions } from './whatsappTemplateOptions';

/**
 * "Template per flow" (update only): one row per flow of the channel's assistant, newest first,
 * each choosing among the approved templates or the channel's default; the choices are the form's
 * `flowTemplates.<flow id>` fields, checked and saved with the form.
 */
export function FlowTemplatesField({ actor, templates }: { actor: ChannelFormActor; templates: Resource<WhatsappTemplateChoice[]> }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const { channels } = useConsoleActors();
  const botId = useSelector(actor, (s) => s.context.botId);
  const flows = useResource(botId === '' ? null : { botId }, (query, signal) => channels.loadAssistantFlows(query, signal));
  const error = useSelector(actor, (s) => s.context.errors[FLOW_TEMPLATES] ?? null);
  const list = flows.data ?? [];
  return (
    <fieldset className="flow-templates">
      <legend>{t('whatsappCloudPopups.flowTemplates')}</legend>
      <p>{t('whatsappCloudPopups.flowTemplatesHelp')}</p>
      <Banner kind="error" message={flows.status === 'failed' ? t('whatsappCloudPopups.fetchFailed') : null} />
      {flows.status === 'ready' && list.length === 0 ? <p>{t('whatsappCloudPopups.noFlows')}</p> : null}
      {list.map((flow) => (
        <FlowTemplateRow key={flow.id} actor={actor} flow={flow} templates={templates} />
      ))}
      {error ? (
        <p className="field-error" role="alert">
          {text(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

function FlowTemplateRow({ actor, flow, templates }: { actor: ChannelFormActor; flow: BotVersion; templates: Resource<WhatsappTemplateChoice[]> }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const field = flowTemplateField(flow.id);
  const value = useSelector(actor, (s) => s.context.fields[field] ?? '');
  const error = useSelector(actor, (s) => s.context.errors[field] ?? null);
  const busy = useSelector(actor, (s) => !s.hasTag('editing'));
  return (
    <SelectField
      label={t('whatsappCloudPopups.flowTemplate', { flow: flow.name })}
      options={templateOptions(templates.data ?? [], value, { id: '', label: t('whatsappCloudPopups.channelDefault') })}
      value={value}
      isDisabled={busy || templates.status === 'loading'}
      errorMessage={error ? text(error) : null}
      onChange={(id) => actor.send({ type: 'FIELD_CHANGED', field, value: id })}
    />
  );
}
