import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CHOOSER_KINDS } from '../../../../machines/ai/aiConnectionDraft';
import { Button } from '../../../kit/Button';
import type { AiConnectionsActor } from './useAiConnectionsMachine';

/** Add AI: the types to choose from; one opens the AI & NLP Integration popup on it. */
export function AddAiChooser({ actor }: { actor: AiConnectionsActor }) {
  const { t } = useTranslation('aiConnections');
  const title = t('chooser.title');
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(isOpen) => (isOpen ? undefined : actor.send({ type: 'CANCEL' }))} className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog" aria-label={title}>
          <Heading slot="title">{title}</Heading>
          <p className="muted">{t('chooser.text')}</p>
          <div className="ai-chooser">
            {CHOOSER_KINDS.map((kind) => (
              <Button key={kind} variant="secondary" onPress={() => actor.send({ type: 'CHOOSE_KIND', kind })}>
                {t(`kinds.${kind}`)}
              </Button>
            ))}
          </div>
          <div className="dialog-actions">
            <Button variant="secondary" onPress={() => actor.send({ type: 'CANCEL' })}>
              {t('cancel')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
