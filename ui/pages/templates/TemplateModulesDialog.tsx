import { useQuery } from '@apollo/client/react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_MODULES, type BotTemplate } from '../../../services/assistants';
import { Button } from '../../kit/Button';

function ModuleList({ templateId }: { templateId: string }) {
  const { t } = useTranslation('assistants');
  const { data, loading, error } = useQuery(TEMPLATE_MODULES, { context: { ownErrors: true } });
  if (loading) return <p role="status">{t('templates.modulesLoading')}</p>;
  const modules = data?.botTemplates.find((tpl) => tpl.id === templateId)?.modules;
  if (error || !modules) return <p role="alert">{t('templates.modulesFailed')}</p>;
  return (
    <table className="module-table">
      <thead>
        <tr>
          <th scope="col">{t('templates.moduleName')}</th>
          <th scope="col">{t('templates.moduleType')}</th>
        </tr>
      </thead>
      <tbody>
        {modules.map((module, index) => (
          <tr key={`${module.name}-${index}`}>
            <td dir="auto">{module.name}</td>
            <td dir="ltr">{module.type}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** EXPLORE: the template's modules, name and type of each. */
export function TemplateModulesDialog({ template, onClose }: { template: BotTemplate | null; onClose: () => void }) {
  const { t } = useTranslation('assistants');
  return (
    <ModalOverlay isOpen={template !== null} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog">
          {template ? (
            <>
              <Heading slot="title" dir="auto">
                {template.name}
              </Heading>
              <p className="muted" dir="auto">
                {template.description}
              </p>
              <ModuleList templateId={template.id} />
              <div className="dialog-actions">
                <Button variant="secondary" onPress={onClose}>
                  {t('templates.close')}
                </Button>
              </div>
            </>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
