import { useSelector } from '@xstate/react';
import {
  Button as AriaButton,
  Dialog,
  Header,
  Heading,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Modal,
  ModalOverlay,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { GENERATIVE_MODEL_TYPES, VECTOR_SEARCH_MODEL_TYPES, type ModelField } from '../../../../machines/ai/aiConnectionDraft';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { TextField } from '../../../kit/TextField';
import { useText } from '../../../kit/useText';
import type { AiConnectionsActor } from './useAiConnectionsMachine';

const TEXT_FIELDS: readonly Exclude<ModelField, 'modelType'>[] = ['deploymentName', 'resourceName', 'endpoint', 'azureKey'];
const MODEL_GROUPS = [
  { id: 'generative', types: GENERATIVE_MODEL_TYPES },
  { id: 'vectorSearch', types: VECTOR_SEARCH_MODEL_TYPES },
] as const;

/** The model type, grouped Generative and VectorSearch: a type of the other group moves the model there on save. */
function ModelTypeSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('aiConnections');
  return (
    <Select className="field select-field" selectedKey={value} onSelectionChange={(key) => (key === null ? undefined : onChange(String(key)))}>
      <Label className="select-label">{t('deployments.fields.modelType')}</Label>
      <AriaButton className="select-button">
        <SelectValue className="select-value" />
        <span aria-hidden="true" className="select-arrow">
          ▾
        </span>
      </AriaButton>
      <Popover className="popover select-popover">
        <ListBox className="listbox">
          {MODEL_GROUPS.map((group) => (
            <ListBoxSection key={group.id} id={group.id}>
              <Header className="listbox-header">{t(`deployments.modelGroups.${group.id}`)}</Header>
              {group.types.map((type) => (
                <ListBoxItem key={type} id={type} className="listbox-item" textValue={type}>
                  {type}
                </ListBoxItem>
              ))}
            </ListBoxSection>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

/** The Edit deployment popup over the AI & NLP Integration popup: all five fields, or 'Please fill all the fields'. */
export function EditDeploymentDialog({ actor }: { actor: AiConnectionsActor }) {
  const { t } = useTranslation('aiConnections');
  const text = useText(['aiConnections', 'common']);
  const deployment = useSelector(actor, (s) => s.context.deployment);
  const error = useSelector(actor, (s) => s.context.error);
  if (!deployment) return null;
  const set = (field: ModelField, value: string) => actor.send({ type: 'SET_MODEL_FIELDS', values: { [field]: value } });
  const title = t('deployment.title');
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(isOpen) => (isOpen ? undefined : actor.send({ type: 'CANCEL' }))} className="modal-overlay">
      <Modal className="modal ai-modal">
        <Dialog className="dialog" aria-label={title}>
          <Heading slot="title">{title}</Heading>
          <form
            className="ai-form"
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'SAVE_DEPLOYMENT' });
            }}
          >
            <Banner kind="error" message={error ? text(error) : null} />
            <ModelTypeSelect value={deployment.model.modelType} onChange={(value) => set('modelType', value)} />
            {TEXT_FIELDS.map((field) => (
              <TextField
                key={field}
                label={t(`deployments.fields.${field}`)}
                type={field === 'azureKey' ? 'password' : 'text'}
                autoComplete={field === 'azureKey' ? 'new-password' : 'off'}
                value={deployment.model[field]}
                onChange={(value) => set(field, value)}
              />
            ))}
            <div className="dialog-actions">
              <Button variant="secondary" onPress={() => actor.send({ type: 'CANCEL' })}>
                {t('cancel')}
              </Button>
              <Button type="submit">{t('deployment.save')}</Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
