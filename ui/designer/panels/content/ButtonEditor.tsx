import { useTranslation } from 'react-i18next';
import type { FlowDocument } from '../../../../services/contracts/flow';
import { Button } from '../../../kit/Button';
import { SelectField } from '../../../kit/SelectField';
import { TextField } from '../../../kit/TextField';
import { useText } from '../../../kit/useText';
import { ModulePicker } from '../shared/ModulePicker';
import { LinkField } from './LinkField';
import { BUTTON_TYPES, type ButtonType, type SelectionButton } from './model';
import { buttonError, withButtonType } from './rules';

export type ButtonEditorProps = {
  button: SelectionButton;
  /** The button's number in its row, for labels ('Button 2'). */
  number: number;
  onChange: (button: SelectionButton) => void;
  flow: FlowDocument;
  target: string | null;
  onTargetChange: (target: string | null) => void;
  onRemove: () => void;
  onAddAnother: () => void;
  isDisabled: boolean;
};

/**
 * The button editor (spec 2.4): Button Text, Button Type (Link, Button, Phone), the
 * type's own field, Button Target, and 'Add another button'.
 */
export function ButtonEditor({ button, number, onChange, flow, target, onTargetChange, onRemove, onAddAnother, isDisabled }: ButtonEditorProps) {
  const { t } = useTranslation('panelsContent');
  const text = useText(['panelsContent']);
  const phone = button.type === 'PHONE' && button.value !== '' ? buttonError(button) : null;
  return (
    <fieldset className="button-editor" aria-label={t('button.editor', { number })}>
      <legend>{t('button.editor', { number })}</legend>
      <TextField label={t('button.text')} value={button.text} onChange={(value) => onChange({ ...button, text: value })} isDisabled={isDisabled} />
      <SelectField
        label={t('button.type')}
        options={BUTTON_TYPES.map((type) => ({ id: type, label: t(`button.types.${type}`) }))}
        value={button.type}
        onChange={(type) => onChange(withButtonType(button, type as ButtonType))}
        isDisabled={isDisabled}
      />
      {button.type === 'LINK' ? (
        <LinkField label={t('button.link')} value={button.link} onChange={(link) => onChange({ ...button, link })} isDisabled={isDisabled} isRequired />
      ) : null}
      {button.type === 'PHONE' ? (
        <TextField
          label={t('button.phone')}
          placeholder="+90XXXXXXXXXX"
          value={button.value}
          onChange={(value) => onChange({ ...button, value: value.trim() })}
          isDisabled={isDisabled}
          errorMessage={phone ? text(phone) : null}
        />
      ) : null}
      <ModulePicker label={t('button.target')} flow={flow} value={target} onChange={onTargetChange} isDisabled={isDisabled} />
      <div className="content-actions">
        <Button variant="secondary" onPress={onAddAnother} isDisabled={isDisabled}>
          {t('button.addAnother')}
        </Button>
        <Button variant="danger" onPress={onRemove} isDisabled={isDisabled}>
          {t('button.remove')}
        </Button>
      </div>
    </fieldset>
  );
}
