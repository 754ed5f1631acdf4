import { useTranslation } from 'react-i18next';
import type { ModuleChange, PanelProps } from '../types';
import { CardsEditor } from './CardsEditor';
import { onlyNextConnections } from './connections';
import { ListEditor } from './ListEditor';
import { SELECTION_TYPES, selectionTypeOf, type SelectionType } from './model';
import { QuickReplyEditor } from './QuickReplyEditor';
import type { readFileActor } from './readFile';
import { selectionTypeChangeNeedsConfirmation, settingsForSelectionType } from './rules';
import { TypeButtons } from './TypeButtons';
import { useConfirmChange } from '../shared/useConfirmChange';
import './content.css';

/**
 * The SELECTION panel (spec 03 section 2.4) by selection type. Changing the type of a
 * module with payloads or a template message asks first, then resets the payloads, the
 * option connections and the template message (spec 4.2).
 */
export function SelectionPanel({ module, flow, readOnly, update, readFile }: PanelProps<'SELECTION'> & { readFile?: typeof readFileActor }) {
  const { t } = useTranslation('panelsContent');
  const settings = module.settings;
  const type = selectionTypeOf(settings);
  const write = (change: ModuleChange<'SELECTION'>) => {
    if (!readOnly) update(change);
  };
  const changeType = (next: SelectionType) => write({ settings: settingsForSelectionType(settings, next), connections: onlyNextConnections(module.connections) });
  const confirm = useConfirmChange<SelectionType>('panelsContent', changeType);
  const pickType = (next: SelectionType) => {
    if (readOnly || next === type) return;
    if (selectionTypeChangeNeedsConfirmation(settings)) confirm.ask({ key: 'panelsContent.selection.confirmTypeChange' }, next);
    else changeType(next);
  };
  const editorProps = { module, flow, readOnly, write };
  return (
    <div className="content-panel">
      <TypeButtons label={t('selection.type')} types={SELECTION_TYPES} value={type} labelOf={(x) => t(`selection.types.${x}`)} onChange={pickType} isDisabled={readOnly} />
      {settings.selectionType === undefined || settings.selectionType === 'QUICKREPLY' ? <QuickReplyEditor key={module.id} {...editorProps} settings={settings} /> : null}
      {settings.selectionType === 'CARD' ? <CardsEditor key={module.id} {...editorProps} settings={settings} readFile={readFile} /> : null}
      {settings.selectionType === 'LIST' ? <ListEditor {...editorProps} settings={settings} /> : null}
      {confirm.dialog}
    </div>
  );
}
