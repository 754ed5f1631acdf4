import { useTranslation } from 'react-i18next';
import type { SecretForm, SecretManagerEvent } from '../../../machines/secrets/secretManager.machine';
import { SECRET_DESCRIPTION_MAX, SECRET_NAME_MAX, SECRET_VALUE_MAX } from '../../../services/contracts/secrets';
import { FormDialog } from '../../kit/FormDialog';
import { TextAreaField } from '../../kit/TextAreaField';
import { TextField } from '../../kit/TextField';

/** Which form the dialog shows: a new secret (all fields), a new value only, or a new name and description. */
export type SecretFormMode = 'add' | 'replace' | 'edit';

type SecretFormDialogProps = {
  mode: SecretFormMode | null;
  /** The secret a replace or edit is about. */
  secretName: string;
  form: SecretForm;
  error: string;
  busy: boolean;
  send: (event: SecretManagerEvent) => void;
};

/** The add, replace-value and edit dialogs: a value is typed into a password field and never shown back. */
export function SecretFormDialog({ mode, secretName, form, error, busy, send }: SecretFormDialogProps) {
  const { t } = useTranslation('secrets');
  const titles = { add: t('dialogs.addTitle'), replace: t('dialogs.replaceTitle', { name: secretName }), edit: t('dialogs.editTitle', { name: secretName }) };
  return (
    <FormDialog
      isOpen={mode !== null}
      title={mode ? titles[mode] : ''}
      busy={busy}
      error={error}
      submitLabel={busy ? t('dialogs.saving') : mode === 'add' ? t('dialogs.add') : t('dialogs.save')}
      cancelLabel={t('dialogs.cancel')}
      onSubmit={() => send({ type: 'SUBMIT' })}
      onCancel={() => send({ type: 'CANCEL' })}
      className="secret-dialog"
    >
      {mode === 'add' || mode === 'edit' ? (
        <TextField
          label={t('dialogs.name')}
          description={t('dialogs.nameHint')}
          value={form.name}
          maxLength={SECRET_NAME_MAX}
          onChange={(value) => send({ type: 'NAME_CHANGED', value })}
          isDisabled={busy}
          autoFocus
        />
      ) : null}
      {mode === 'add' || mode === 'replace' ? (
        <TextField
          label={mode === 'add' ? t('dialogs.value') : t('dialogs.newValue')}
          description={t('dialogs.valueHint')}
          type="password"
          autoComplete="new-password"
          value={form.value}
          maxLength={SECRET_VALUE_MAX}
          onChange={(value) => send({ type: 'VALUE_CHANGED', value })}
          isDisabled={busy}
          autoFocus={mode === 'replace'}
        />
      ) : null}
      {mode === 'add' || mode === 'edit' ? (
        <TextAreaField
          label={t('dialogs.description')}
          value={form.description}
          maxLength={SECRET_DESCRIPTION_MAX}
          onChange={(value) => send({ type: 'DESCRIPTION_CHANGED', value })}
          isDisabled={busy}
        />
      ) : null}
    </FormDialog>
  );
}
