import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { BotTemplate } from '../../services/contracts/assistants';
import { Button } from '../kit/Button';
import { useText } from '../kit/useText';
import { TemplateCard } from '../pages/templates/TemplateCard';
import { TemplateModulesDialog } from '../pages/templates/TemplateModulesDialog';
import type { WizardActorRef } from './wizardTypes';

/** The templates step: loading, a failure with retry, or the cards with EXPLORE and Choose. */
export function WizardTemplates({ actorRef }: { actorRef: WizardActorRef }) {
  const { t } = useTranslation('assistants');
  const show = useText(['assistants', 'common']);
  const loading = useSelector(actorRef, (s) => s.matches({ templates: 'loading' }));
  const failed = useSelector(actorRef, (s) => s.matches({ templates: 'failed' }));
  const templates = useSelector(actorRef, (s) => s.context.templates);
  const error = useSelector(actorRef, (s) => s.context.error);
  const [explored, setExplored] = useState<BotTemplate | null>(null);
  return (
    <section className="wizard-step" aria-labelledby="wizard-templates-title">
      <h2 id="wizard-templates-title">{t('wizard.templates.title')}</h2>
      {loading ? <p role="status">{t('templates.loading')}</p> : null}
      {failed ? (
        <div className="banner banner-error">
          <span role="alert">{show(error)}</span>{' '}
          <Button variant="link" onPress={() => actorRef.send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {!loading && !failed ? (
        templates.length === 0 ? (
          <p className="muted">{t('templates.empty')}</p>
        ) : (
          <ul className="template-grid" aria-label={t('wizard.templates.title')}>
            {templates.map((template) => {
              const full: BotTemplate = { specialization: null, aiId: null, ...template };
              return (
                <TemplateCard
                  key={template.id}
                  template={full}
                  actions={
                    <>
                      <Button variant="secondary" onPress={() => setExplored(full)}>
                        {t('templates.explore')}
                      </Button>
                      <Button onPress={() => actorRef.send({ type: 'TEMPLATE_CHOSEN', templateId: template.id })}>{t('templates.choose')}</Button>
                    </>
                  }
                />
              );
            })}
          </ul>
        )
      ) : null}
      <TemplateModulesDialog template={explored} onClose={() => setExplored(null)} />
    </section>
  );
}
