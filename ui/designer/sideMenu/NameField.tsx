import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODULE_NAME_MAX } from '../../../machines/designer/designer.machine';
import type { FlowModule } from '../../../services/contracts/flow';
import { TextField } from '../../kit/TextField';
import type { ModuleEdits } from './useModuleEdits';

/** The module name (required, at most 255): saved on Enter or when the field is left. */
export function NameField({ module, edits }: { module: FlowModule; edits: ModuleEdits }) {
  const { t } = useTranslation('designerSideMenu');
  const [name, setName] = useState(module.name);
  const error = name.trim() === '' ? t('nameRequired') : name.length > MODULE_NAME_MAX ? t('nameTooLong') : null;
  const commit = () => {
    if (!error && name.trim() !== module.name) edits.send({ type: 'RENAME_MODULE', id: module.id, name });
  };
  return (
    <TextField
      label={t('name')}
      value={name}
      onChange={setName}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      maxLength={MODULE_NAME_MAX}
      isRequired
      isDisabled={edits.readOnly}
      errorMessage={error}
    />
  );
}
