import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODULE_NAME_MAX } from '../../../machines/designer.machine';
import type { FlowModule } from '../../../services/contracts/flow';
import { moduleInfo } from '../../../services/contracts/moduleCatalogue';
import { Button } from '../../kit/Button';
import { TextField } from '../../kit/TextField';
import type { DesignerActor } from './designerActor';

function NameField({ actor, module, isReadOnly }: { actor: DesignerActor; module: FlowModule; isReadOnly: boolean }) {
  const { t } = useTranslation('designer');
  const [name, setName] = useState(module.name);
  const error = name.trim() === '' ? t('panel.nameRequired') : name.length > MODULE_NAME_MAX ? t('panel.nameTooLong') : null;
  const commit = () => {
    if (!error && name.trim() !== module.name) actor.send({ type: 'RENAME_MODULE', id: module.id, name });
  };
  return (
    <TextField
      label={t('panel.name')}
      value={name}
      onChange={setName}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      maxLength={MODULE_NAME_MAX}
      isReadOnly={isReadOnly}
      errorMessage={error}
    />
  );
}

/** The selected module: its name (max 255), its type, and Delete for every module but START. */
export function ModulePanel({ actor }: { actor: DesignerActor }) {
  const { t } = useTranslation('designer');
  const module = useSelector(actor, (s) => s.context.flow.modules.find((m) => m.id === s.context.selectedId) ?? null);
  const readOnly = useSelector(actor, (s) => s.context.readOnly);
  const canDelete = useSelector(actor, (s) => (module ? s.can({ type: 'DELETE_MODULE', id: module.id }) : false));
  if (!module) {
    return (
      <aside className="designer-panel" aria-label={t('panel.title')}>
        <h2 className="designer-section-title">{t('panel.title')}</h2>
        <p className="designer-hint">{t('panel.empty')}</p>
      </aside>
    );
  }
  const info = moduleInfo(module.type);
  const typeName = t(`moduleNames.${info.type}`, { defaultValue: info.name });
  return (
    <aside className="designer-panel" aria-label={t('panel.title')}>
      <h2 className="designer-section-title">{t('panel.title')}</h2>
      <NameField key={`${module.id}:${module.name}`} actor={actor} module={module} isReadOnly={readOnly} />
      <p className="designer-panel-type">
        <span className="muted">{t('panel.type')}: </span>
        {typeName}
      </p>
      <p className="designer-hint">{t('panel.comingNext', { type: typeName })}</p>
      {module.type === 'START' ? (
        <p className="designer-hint">{t('panel.startStays')}</p>
      ) : (
        <Button variant="danger" onPress={() => actor.send({ type: 'DELETE_MODULE', id: module.id })} isDisabled={!canDelete}>
          {t('panel.delete')}
        </Button>
      )}
    </aside>
  );
}
