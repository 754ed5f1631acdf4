import { useApolloClient } from '@apollo/client/react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../services/contracts/common';
import { commonTexts } from '../../../machines/shared/text';
import type { BotTemplate, TemplateModule } from '../../../services/contracts/assistants';
import type { AssistantCalls } from '../../app/actors/assistantCalls';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { Button } from '../../kit/Button';
import { LoadError } from '../../kit/LoadError';
import { useResource } from '../../kit/useResource';
import { useText } from '../../kit/useText';

/** The template's modules; a template the answer does not list is read as a failure of the call. */
async function loadModules(assistants: AssistantCalls, client: ReturnType<typeof useApolloClient>, templateId: string, signal: AbortSignal): Promise<TemplateModule[]> {
  const botTemplates = await assistants.fetchTemplateModules({ client, signal });
  const modules = botTemplates.find((tpl) => tpl.id === templateId)?.modules;
  if (modules) return modules;
  const missing: ApiFailure = { kind: 'http', status: 404, body: { statusCode: 404, error: 'NOT_FOUND', message: '' } };
  throw missing;
}

function ModuleList({ templateId }: { templateId: string }) {
  const { t } = useTranslation('assistants');
  const text = useText(['assistants', 'common']);
  const client = useApolloClient();
  const { assistants } = useConsoleActors();
  const list = useResource({ templateId }, (q, signal) => loadModules(assistants, client, q.templateId, signal), { failureKey: commonTexts.other });
  if (list.status === 'loading') return <p role="status">{t('templates.modulesLoading')}</p>;
  const modules = list.data;
  if (list.status === 'failed' || !modules) return <LoadError message={text(list.error)} retryLabel={t('retry')} onRetry={list.reload} />;
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
