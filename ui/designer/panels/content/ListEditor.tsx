import { useTranslation } from 'react-i18next';
import type { FlowConnection } from '../../../../services/contracts/flow';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { TextField } from '../../../kit/TextField';
import { useText } from '../../../kit/useText';
import { ModulePicker } from '../shared/ModulePicker';
import type { ModuleChange, PanelProps } from '../types';
import { targetOf, withoutOption, withTarget } from './connections';
import { listSectionOf, newListRow, type ListRow, type ListSection, type ListSettings } from './model';
import { lengthError, LIST_LIMITS } from './rules';
import { TextAreaField } from '../../../kit/TextAreaField';

type EditorProps = Pick<PanelProps<'SELECTION'>, 'module' | 'flow' | 'readOnly'> & {
  /** The module's settings, of this selection type. */
  settings: ListSettings;
  write: (change: ModuleChange<'SELECTION'>) => void;
};

type TopField = 'messageBoxOptionsButtonText' | 'messageBoxBody' | 'listHeader';
const TOP_LIMITS: Record<TopField, number> = { messageBoxOptionsButtonText: LIST_LIMITS.button, messageBoxBody: LIST_LIMITS.body, listHeader: LIST_LIMITS.header };

/**
 * LIST (spec 2.3, 3.2, 9): button text, description, header, one section with its title and
 * rows; each row leads to its target through `{ id, optionID: <row id> }`. Texts over the
 * channel limits show why; they are kept as typed.
 */
export function ListEditor({ module, settings, flow, readOnly, write }: EditorProps) {
  const { t } = useTranslation('panelsContent');
  const text = useText(['panelsContent']);
  const section = listSectionOf(settings);
  const rows = section.listCardRow;
  const error = (value: string, max: number) => {
    const found = lengthError(value, max);
    return found ? text(found) : null;
  };
  const setSection = (next: ListSection, connections?: FlowConnection[]) => {
    const rest = settings.payloads?.slice(1) ?? [];
    write({ settings: { ...settings, payloads: [next, ...rest] }, ...(connections ? { connections } : {}) });
  };
  const setRow = (row: ListRow) => setSection({ ...section, listCardRow: rows.map((r) => (r.id === row.id ? row : r)) });
  const top = (field: TopField, label: string, multiline = false) => {
    const value = settings[field] ?? '';
    const props = {
      label,
      value,
      onChange: (next: string) => write({ settings: { ...settings, [field]: next } }),
      isDisabled: readOnly,
      errorMessage: error(value, TOP_LIMITS[field]),
    };
    return multiline ? <TextAreaField {...props} /> : <TextField {...props} />;
  };
  return (
    <section aria-label={t('selection.types.LIST')}>
      <Banner kind="info" message={t('list.supportedChannels')} />
      {top('listHeader', t('list.header'))}
      {top('messageBoxBody', t('list.body'), true)}
      {top('messageBoxOptionsButtonText', t('list.buttonText'))}
      <TextField
        label={t('list.sectionTitle')}
        value={section.listSectionTitle}
        onChange={(value) => setSection({ ...section, listSectionTitle: value })}
        isDisabled={readOnly}
        errorMessage={error(section.listSectionTitle, LIST_LIMITS.sectionTitle)}
      />
      {rows.map((row, index) => (
        <fieldset key={row.id} className="list-row" aria-label={t('list.row', { number: index + 1 })}>
          <legend>{t('list.row', { number: index + 1 })}</legend>
          <TextField
            label={t('list.rowTitle')}
            value={row.listRowTitle}
            onChange={(value) => setRow({ ...row, listRowTitle: value })}
            isDisabled={readOnly}
            errorMessage={error(row.listRowTitle, LIST_LIMITS.rowTitle)}
          />
          <TextField
            label={t('list.rowDescription')}
            value={row.listRowDescription}
            onChange={(value) => setRow({ ...row, listRowDescription: value })}
            isDisabled={readOnly}
            errorMessage={error(row.listRowDescription, LIST_LIMITS.rowDescription)}
          />
          <ModulePicker
            label={t('list.rowTarget')}
            flow={flow}
            value={targetOf(module.connections, { optionID: row.id })}
            onChange={(target) => write({ connections: withTarget(module.connections, { optionID: row.id }, target) })}
            isDisabled={readOnly}
          />
          <Button
            variant="danger"
            isDisabled={readOnly}
            onPress={() => setSection({ ...section, listCardRow: rows.filter((r) => r.id !== row.id) }, withoutOption(module.connections, row.id))}
          >
            {t('list.removeRow')}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        isDisabled={readOnly}
        onPress={() => setSection({ ...section, listCardRow: [...rows, newListRow(t('list.newRow', { number: rows.length + 1 }))] })}
      >
        {t('list.addRow')}
      </Button>
    </section>
  );
}
