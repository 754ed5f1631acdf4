import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { commonTexts } from '../../../machines/shared/text';
import type { BotTemplate } from '../../../services/contracts/assistants';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { Button } from '../../kit/Button';
import { LoadError } from '../../kit/LoadError';
import { useResource } from '../../kit/useResource';
import { useText } from '../../kit/useText';
import { AddAssistantPopup } from '../assistants/AddAssistantPopup';
import { useCompanyList } from '../companies/useCompanyList';
import { TemplateCard } from './TemplateCard';
import { TemplateModulesDialog } from './TemplateModulesDialog';
import '../assistants/assistants.css';

/** /templates: the template library; EXPLORE lists a template's modules, "Use this template" creates from it. */
export default function TemplatesPage() {
  const { t } = useTranslation('assistants');
  const text = useText(['assistants', 'common']);
  const client = useApolloClient();
  const { assistants } = useConsoleActors();
  const templates = useResource<BotTemplate[], { bySpecialization: null }>({ bySpecialization: null }, (q, signal) => assistants.fetchBotTemplates(q, { signal, client }), {
    failureKey: commonTexts.other,
  });
  const companies = useCompanyList();
  const [explored, setExplored] = useState<BotTemplate | null>(null);
  return (
    <div className="assistants">
      <header className="assistants-header">
        <h1 className="page-title">{t('templates.title')}</h1>
      </header>
      <p className="muted">{t('templates.intro')}</p>
      {companies.status === 'failed' ? <LoadError message={text(companies.error)} retryLabel={t('retry')} onRetry={companies.reload} /> : null}
      {templates.status === 'loading' ? (
        <p className="muted" role="status">
          {t('templates.loading')}
        </p>
      ) : templates.status === 'failed' || !templates.data ? (
        <LoadError message={text(templates.error)} retryLabel={t('retry')} onRetry={templates.reload} />
      ) : (
        <ul className="template-grid" aria-label={t('templates.title')}>
          {templates.data.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              actions={
                <>
                  <Button variant="secondary" onPress={() => setExplored(template)}>
                    {t('templates.explore')}
                  </Button>
                  <AddAssistantPopup
                    companies={companies.data ?? []}
                    template={{ id: template.id, aiBot: template.aiBot }}
                    triggerLabel={t('templates.use')}
                    onCreated={() => undefined}
                  />
                </>
              }
            />
          ))}
        </ul>
      )}
      <TemplateModulesDialog template={explored} onClose={() => setExplored(null)} />
    </div>
  );
}
