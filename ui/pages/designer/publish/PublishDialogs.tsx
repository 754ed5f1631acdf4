import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { FlowDocument } from '../../../../services/contracts/flow';
import type { Publication } from '../../../../services/contracts/publish';
import type { FlowProblem } from '../../../../machines/designer/validate';
import { useDateTime } from '../../../kit/useDateTime';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { useText, type TextLike } from '../../../kit/useText';

/**
 * The save check's problems that keep a version from going live: the same list the
 * designer shows on save (module name, then the problem), with no way to publish anyway.
 */
export function BlockedDialog({ versionName, problems, flow, onClose }: { versionName: string | null; problems: readonly FlowProblem[]; flow: FlowDocument; onClose: () => void }) {
  const { t } = useTranslation(['designer', 'designerSideMenu']);
  const text = useText(['designer', 'designerSideMenu']);
  const nameOf = (id: string | null) => (id === null ? t('designerSideMenu:problems.flow') : (flow.modules.find((m) => m.id === id)?.name ?? id));
  return (
    <ModalOverlay isOpen={versionName !== null} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable className="modal-overlay">
      <Modal className="modal">
        <Dialog role="alertdialog" className="dialog publish-blocked">
          <Heading slot="title">{t('publish.blocked.title', { name: versionName ?? '' })}</Heading>
          <p>
            {t('publish.problemsFound', { count: problems.length })} {t('publish.blocked.text')}
          </p>
          <ul className="publish-problems">
            {problems.map((problem, index) => (
              <li key={`${problem.moduleId ?? ''}:${problem.kind}:${index}`}>
                <strong>{nameOf(problem.moduleId)}</strong>: {text(problem.text)}
              </li>
            ))}
          </ul>
          <div className="dialog-actions">
            <Button onPress={onClose} autoFocus>
              {t('publish.blocked.close')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export type HistoryDialogProps = {
  isOpen: boolean;
  history: readonly Publication[];
  liveId: string | null;
  /** A designer may roll back; a VIEWER reads. */
  canRollBack: boolean;
  busy: boolean;
  error: TextLike | null;
  onRollBack: (versionId: string) => void;
  onClose: () => void;
};

/** Every publication, newest first: version, how, when, by whom; earlier versions can be made live again. */
export function HistoryDialog({ isOpen, history, liveId, canRollBack, busy, error, onRollBack, onClose }: HistoryDialogProps) {
  const { t } = useTranslation('designer');
  const text = useText(['designer', 'common']);
  const when = useDateTime();
  const live = history[0];
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable className="modal-overlay">
      <Modal className="modal publish-history-modal">
        <Dialog className="dialog publish-history">
          <Heading slot="title">{t('publish.historyDialog.title')}</Heading>
          <Banner kind="error" message={error ? text(error) : null} />
          {history.length ? (
            <table className="publish-history-table">
              <caption className="visually-hidden">{t('publish.historyDialog.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('publish.historyDialog.version')}</th>
                  <th scope="col">{t('publish.historyDialog.how')}</th>
                  <th scope="col">{t('publish.historyDialog.when')}</th>
                  <th scope="col">{t('publish.historyDialog.who')}</th>
                  <th scope="col">{t('publish.historyDialog.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {history.map((publication) => (
                  <tr key={publication.id} className={publication === live ? 'is-live' : undefined}>
                    <th scope="row" dir="auto">
                      {publication.versionName}
                    </th>
                    <td>{t(`publish.kinds.${publication.kind}`)}</td>
                    <td>
                      <time dateTime={publication.publishedAt}>{when(publication.publishedAt)}</time>
                    </td>
                    <td dir="auto">{publication.publishedBy || t('publish.historyDialog.nobody')}</td>
                    <td>
                      {publication === live ? (
                        <span className="publish-live-badge">{t('publish.historyDialog.live')}</span>
                      ) : canRollBack && publication.versionId !== liveId ? (
                        <Button variant="secondary" isDisabled={busy} onPress={() => onRollBack(publication.versionId)}>
                          {t('publish.historyDialog.rollback', { name: publication.versionName })}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>{t('publish.historyDialog.empty')}</p>
          )}
          <div className="dialog-actions">
            <Button variant="secondary" onPress={onClose}>
              {t('publish.historyDialog.close')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
