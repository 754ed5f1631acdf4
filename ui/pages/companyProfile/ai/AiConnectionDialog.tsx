import { useSelector } from '@xstate/react';
import { Dialog, Heading, Label, Modal, ModalOverlay, Radio, RadioGroup, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { POPUP_KINDS } from '../../../../machines/ai/aiConnectionDraft';
import { tabsOf } from '../../../../machines/ai/aiConnections.machine';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { TextField } from '../../../kit/TextField';
import { useText } from '../../../kit/useText';
import { DeploymentsTab } from './DeploymentsTab';
import { EditDeploymentDialog } from './EditDeploymentDialog';
import { aiConnectionForms } from './forms/registry';
import type { AiConnectionsActor } from './useAiConnectionsMachine';

const NAMESPACES = ['aiConnections', 'common'] as const;

/**
 * The AI & NLP Integration popup (Edit GenAI for a stored custom Generative AI): OVERVIEW (the
 * provider type, Luis cloud first chosen), CONFIGURATIONS (the name and the kind's settings) and,
 * for custom Generative AI, DEPLOYMENTS; Save with the spec's status texts.
 */
export function AiConnectionDialog({ actor, devMode }: { actor: AiConnectionsActor; devMode: boolean }) {
  const { t } = useTranslation('aiConnections');
  const text = useText(NAMESPACES);
  const draft = useSelector(actor, (s) => s.context.draft);
  const tab = useSelector(actor, (s) => s.context.tab);
  const error = useSelector(actor, (s) => s.context.error);
  const nameError = useSelector(actor, (s) => s.context.fieldErrors['name'] ?? null);
  const editing = useSelector(actor, (s) => s.matches({ loaded: { popup: 'form' } }));
  const saving = useSelector(actor, (s) => s.matches({ loaded: { popup: 'saving' } }));
  const inDeployment = useSelector(actor, (s) => s.matches({ loaded: { popup: 'deployment' } }));
  if (!draft) return null;
  const title = draft.mode === 'edit' ? t('dialog.editTitle') : t('dialog.createTitle');
  const Form = aiConnectionForms[draft.kind];
  const save = () => {
    // The name and the settings are on CONFIGURATIONS: a save from OVERVIEW shows them with their errors.
    if (tab === 'OVERVIEW') actor.send({ type: 'SET_TAB', tab: 'CONFIGURATIONS' });
    actor.send({ type: 'SAVE' });
  };
  return (
    <>
      <ModalOverlay isOpen isDismissable={editing} onOpenChange={(isOpen) => (isOpen ? undefined : actor.send({ type: 'CLOSE' }))} className="modal-overlay">
        <Modal className="modal ai-modal">
          <Dialog className="dialog" aria-label={title}>
            <Heading slot="title">{title}</Heading>
            <Banner kind="error" message={error && !inDeployment ? text(error) : null} />
            {saving ? <p role="status">{t('dialog.saving')}</p> : null}
            <Tabs selectedKey={tab} onSelectionChange={(key) => actor.send({ type: 'SET_TAB', tab: String(key) as typeof tab })}>
              <TabList aria-label={title} className="tab-list">
                {tabsOf(draft).map((key) => (
                  <Tab key={key} id={key} className="tab">
                    {t(`tabs.${key}`)}
                  </Tab>
                ))}
              </TabList>
              <TabPanel id="OVERVIEW" className="tab-panel ai-form">
                <RadioGroup
                  className="ai-kind-choice"
                  value={draft.kind}
                  isDisabled={draft.mode === 'edit' || !editing}
                  onChange={(kind) => actor.send({ type: 'SET_KIND', kind })}
                >
                  <Label>{t('dialog.type')}</Label>
                  {POPUP_KINDS.map((kind) => (
                    <Radio key={kind} value={kind} className="radio">
                      {t(`kinds.${kind}`)}
                    </Radio>
                  ))}
                </RadioGroup>
                <p className="muted">{t(`descriptions.${draft.kind}`)}</p>
              </TabPanel>
              <TabPanel id="CONFIGURATIONS" className="tab-panel ai-form">
                <TextField
                  label={t('dialog.name')}
                  value={draft.name}
                  isDisabled={!editing}
                  errorMessage={nameError ? text(nameError) : null}
                  onChange={(value) => actor.send({ type: 'SET_NAME', value })}
                />
                <Form actor={actor} devMode={devMode} />
              </TabPanel>
              {draft.kind === 'generativeCustom' ? (
                <TabPanel id="DEPLOYMENTS" className="tab-panel ai-form">
                  <DeploymentsTab actor={actor} />
                </TabPanel>
              ) : null}
            </Tabs>
            <div className="dialog-actions">
              <Button variant="secondary" onPress={() => actor.send({ type: 'CLOSE' })} isDisabled={saving}>
                {t('close')}
              </Button>
              <Button onPress={save} isDisabled={!editing}>
                {t('dialog.save')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
      {inDeployment ? <EditDeploymentDialog actor={actor} /> : null}
    </>
  );
}
