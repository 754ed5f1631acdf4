import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { DataTokenForm, DataTokensEvent } from '../../../machines/dataStation/dataTokens.machine';
import { DATA_NAME_MAX, DATA_TOKEN_SCOPES, type CreatedDataToken, type DataTokenScope } from '../../../services/contracts/dataStation';
import { CopyValue } from '../../channels/CopyValue';
import { FormDialog } from '../../kit/FormDialog';
import { Button } from '../../kit/Button';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';

type NewTokenDialogProps = { isOpen: boolean; form: DataTokenForm; error: string; busy: boolean; send: (event: DataTokensEvent) => void };

/** The new token's name, scope and optional expiry day. */
export function NewTokenDialog({ isOpen, form, error, busy, send }: NewTokenDialogProps) {
  const { t } = useTranslation('dataStation');
  const scopes = DATA_TOKEN_SCOPES.map((scope) => ({ id: scope, label: t(`tokens.scopes.${scope}`) }));
  return (
    <FormDialog
      isOpen={isOpen}
      title={t('tokens.dialog.title')}
      busy={busy}
      error={error}
      submitLabel={busy ? t('tokens.dialog.creating') : t('tokens.dialog.create')}
      cancelLabel={t('tokens.dialog.cancel')}
      onSubmit={() => send({ type: 'SUBMIT' })}
      onCancel={() => send({ type: 'CANCEL' })}
      className="data-dialog"
    >
      <TextField
        label={t('tokens.dialog.name')}
        description={t('tokens.dialog.nameHint')}
        value={form.name}
        maxLength={DATA_NAME_MAX}
        onChange={(value) => send({ type: 'NAME_CHANGED', value })}
        isDisabled={busy}
        autoFocus
      />
      <SelectField
        label={t('tokens.dialog.scope')}
        options={scopes}
        value={form.scope}
        onChange={(value) => send({ type: 'SCOPE_CHANGED', value: value as DataTokenScope })}
        isDisabled={busy}
      />
      <TextField
        label={t('tokens.dialog.expires')}
        description={t('tokens.dialog.expiresHint')}
        type="date"
        value={form.expiresOn}
        onChange={(value) => send({ type: 'EXPIRY_CHANGED', value })}
        isDisabled={busy}
      />
    </FormDialog>
  );
}

/** The token just created, in full and for the only time, with a copy button and how to send it. */
export function CreatedTokenDialog({ created, send }: { created: CreatedDataToken | null; send: (event: DataTokensEvent) => void }) {
  const { t } = useTranslation('dataStation');
  return (
    <ModalOverlay isOpen={created !== null} isDismissable={false} className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog data-dialog" role="alertdialog">
          <Heading slot="title">{t('tokens.created.title', { name: created?.summary.name ?? '' })}</Heading>
          <p>{t('tokens.created.text')}</p>
          {created ? <CopyValue label={t('tokens.created.label')} value={created.token} /> : null}
          <p>{t('tokens.created.usage', { header: 'Authorization: Bearer …' })}</p>
          <div className="dialog-actions">
            <Button onPress={() => send({ type: 'DONE' })}>{t('tokens.created.done')}</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
