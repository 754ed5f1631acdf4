import { useTranslation } from 'react-i18next';
import { LoadError } from '../../kit/LoadError';
import { useText } from '../../kit/useText';
import { TemplateGallery } from './TemplateGallery';
import { useTemplates } from './useTemplates';
import '../assistants/assistants.css';

/** /templates: the template library; EXPLORE lists a template's modules, "Use this template" creates from it. */
export default function TemplatesPage() {
  const { t } = useTranslation('assistants');
  const text = useText(['assistants', 'common']);
  const templates = useTemplates();
  return (
    <div className="assistants">
      <header className="assistants-header">
        <h1 className="page-title">{t('templates.title')}</h1>
      </header>
      <p className="muted">{t('templates.intro')}</p>
      {templates.status === 'loading' ? (
        <p className="muted" role="status">
          {t('templates.loading')}
        </p>
      ) : templates.status === 'failed' || !templates.data ? (
        <LoadError message={text(templates.error)} retryLabel={t('retry')} onRetry={templates.reload} />
      ) : (
        <TemplateGallery templates={templates.data} label={t('templates.title')} />
      )}
    </div>
  );
}
