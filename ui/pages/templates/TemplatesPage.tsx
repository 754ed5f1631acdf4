import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_COMPANIES, BOT_TEMPLATES, type BotTemplate } from '../../../services/assistants';
import { Button } from '../../kit/Button';
import { AddAssistantPopup } from '../assistants/AddAssistantPopup';
import { TemplateCard } from './TemplateCard';
import { TemplateModulesDialog } from './TemplateModulesDialog';
import '../assistants/assistants.css';

/** /templates: the template library; EXPLORE lists a template's modules, "Use this template" creates from it. */
export default function TemplatesPage() {
  const { t } = useTranslation('assistants');
  const templates = useQuery(BOT_TEMPLATES, { variables: { bySpecialization: null } });
  const companies = useQuery(ASSISTANT_COMPANIES);
  const [explored, setExplored] = useState<BotTemplate | null>(null);
  return (
    <div className="assistants">
      <header className="assistants-header">
        <h1 className="page-title">{t('templates.title')}</h1>
      </header>
      <p className="muted">{t('templates.intro')}</p>
      {templates.loading ? (
        <p className="muted" role="status">
          {t('templates.loading')}
        </p>
      ) : templates.error || !templates.data ? (
        <div className="banner banner-error" role="alert">
          {t('templates.loadFailed')}{' '}
          <Button variant="link" onPress={() => void templates.refetch().catch(() => undefined)}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <ul className="template-grid" aria-label={t('templates.title')}>
          {templates.data.botTemplates.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              actions={
                <>
                  <Button variant="secondary" onPress={() => setExplored(template)}>
                    {t('templates.explore')}
                  </Button>
                  <AddAssistantPopup
                    companies={companies.data?.companies ?? []}
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
