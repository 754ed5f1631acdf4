import { useTranslation } from 'react-i18next';
import type { CodeStationEditorEvent } from '../../../machines/codeStation/codeStationEditor.machine';
import { FormDialog } from '../../kit/FormDialog';
import { TextField } from '../../kit/TextField';

type NameDialogProps = {
  isOpen: boolean;
  title: string;
  submitLabel: string;
  name: string;
  error: string;
  busy: boolean;
  send: (event: CodeStationEditorEvent) => void;
};

/** The name of a new code block, or the new name of the open one. */
export function NameDialog({ isOpen, title, submitLabel, name, error, busy, send }: NameDialogProps) {
  const { t } = useTranslation('codeStation');
  return (
    <FormDialog
      isOpen={isOpen}
      title={title}
      busy={busy}
      submitLabel={submitLabel}
      cancelLabel={t('dialogs.cancel')}
      onSubmit={() => send({ type: 'SUBMIT' })}
      onCancel={() => send({ type: 'CANCEL' })}
    >
      <TextField label={t('dialogs.name')} value={name} onChange={(value) => send({ type: 'NAME_CHANGED', value })} errorMessage={error || null} isDisabled={busy} autoFocus />
    </FormDialog>
  );
}
