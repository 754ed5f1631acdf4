import { useTranslation } from 'react-i18next';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { SecretForm, SecretManagerEvent } from '../../../machines/secrets/secretManager.machine';
import { SECRET_DESCRIPTION_MAX, SECRET_NAME_MAX, SECRET_VALUE_MAX } from '../../../services/contracts/secrets';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
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
    <ModalOverlay isOpen={mode !== null} onOpenChange={(open) => (open || busy ? undefined : send({ type: 'CANCEL' }))} isDismissable={!busy} className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog secret-dialog">
          <Heading slot="title">{mode ? titles[mode] : ''}</Heading>
          <Form
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'SUBMIT' });
            }}
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
            <Banner kind="error" message={error} />
            <div className="dialog-actions">
              <Button variant="secondary" onPress={() => send({ type: 'CANCEL' })} isDisabled={busy}>
                {t('dialogs.cancel')}
              </Button>
              <Button type="submit" isDisabled={busy}>
                {busy ? t('dialogs.saving') : mode === 'add' ? t('dialogs.add') : t('dialogs.save')}
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
