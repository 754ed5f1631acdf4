import { useTranslation } from 'react-i18next';
import type { FlowDocument } from '../../../services/contracts/flow';
import { Button } from '../../kit/Button';
import { moduleById, settingsSummary } from './inspectorRules';

export type ModuleDetailsProps = { flow: FlowDocument | null; moduleId: string | null; currentId: string | null; onClose: () => void };

/** The selected module: its name, type, where it goes and a summary of its settings (credentials arrive masked). */
export function ModuleDetails({ flow, moduleId, currentId, onClose }: ModuleDetailsProps) {
  const { t } = useTranslation('conversationInspector');
  const module = moduleById(flow, moduleId);
  if (!module) return <p>{t('details.hint')}</p>;
  const names = (ids: string[]) => ids.map((id) => moduleById(flow, id)?.name ?? id).join(', ') || t('details.none');
  // The settings as the module's type reads them (services/contracts/modules): what the engine runs.
  const settings = settingsSummary(module.settings);
  return (
    <div className="ci-details">
      <h3>{module.name}</h3>
      {module.id === currentId ? <p className="ci-here">{t('details.current')}</p> : null}
      <dl className="ci-facts">
        <dt>{t('details.name')}</dt>
        <dd>{module.name}</dd>
        <dt>{t('details.type')}</dt>
        <dd>{module.type}</dd>
        <dt>{t('details.id')}</dt>
        <dd>{module.id}</dd>
        <dt>{t('details.goesTo')}</dt>
        <dd>{names([...new Set(module.connections.map((c) => c.id))])}</dd>
        <dt>{t('details.fallback')}</dt>
        <dd>{names(module.fallback ? [module.fallback] : [])}</dd>
        {module.delay ? (
          <>
            <dt>{t('details.delay')}</dt>
            <dd>{t('details.delaySeconds', { count: module.delay })}</dd>
          </>
        ) : null}
      </dl>
      <h4>{t('details.settings')}</h4>
      {settings.length === 0 ? (
        <p>{t('details.noSettings')}</p>
      ) : (
        <dl className="ci-settings">
          {settings.map((entry) => (
            <div key={entry.name}>
              <dt>{entry.name}</dt>
              <dd>{entry.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Button variant="secondary" onPress={onClose}>
        {t('details.close')}
      </Button>
    </div>
  );
}
