import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BotTemplate } from '../../../services/contracts/assistants';
import { TEMPLATE_NAME_LIMIT, truncate } from '../../kit/truncateName';
import './templates.css';

/** A template (spec 2.12): name cut at 24 characters, description, and its actions (EXPLORE, choose). */
export function TemplateCard({ template, actions }: { template: BotTemplate; actions: ReactNode }) {
  const { t } = useTranslation('assistants');
  return (
    <li className="template-card" aria-label={template.name}>
      <div className="template-body">
        <h3 className="template-name" title={template.name} dir="auto">
          {truncate(template.name, TEMPLATE_NAME_LIMIT)}
        </h3>
        {template.aiBot ? <span className="badge">{t('templates.withAi')}</span> : null}
        <p className="template-description" dir="auto">
          {template.description}
        </p>
        <div className="template-actions">{actions}</div>
      </div>
    </li>
  );
}
