import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BotTemplate } from '../../../services/contracts/assistants';
import { Button } from '../../kit/Button';
import { LoadError } from '../../kit/LoadError';
import { useText } from '../../kit/useText';
import { AddAssistantPopup } from '../assistants/AddAssistantPopup';
import { useCompanyList } from '../companies/useCompanyList';
import { TemplateCard } from './TemplateCard';
import { TemplateModulesDialog } from './TemplateModulesDialog';

/**
 * Template cards (spec 2.12) with their two actions: EXPLORE lists the template's modules,
 * "Use this template" opens the Add New Assistant popup with the template chosen. Used by
 * /templates and /marketplace.
 */
export function TemplateGallery({ templates, label }: { templates: readonly BotTemplate[]; label: string }) {
  const { t } = useTranslation('assistants');
  const text = useText(['assistants', 'common']);
  const companies = useCompanyList();
  const [explored, setExplored] = useState<BotTemplate | null>(null);
  return (
    <>
      {companies.status === 'failed' ? <LoadError message={text(companies.error)} retryLabel={t('retry')} onRetry={companies.reload} /> : null}
      <ul className="template-grid" aria-label={label}>
        {templates.map((template) => (
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
      <TemplateModulesDialog template={explored} onClose={() => setExplored(null)} />
    </>
  );
}
