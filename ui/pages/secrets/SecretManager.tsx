import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { secretManagerMachine, selectedSecret } from '../../../machines/secrets/secretManager.machine';
import type { SecretCalls } from '../../app/actors/secretCalls';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { LoadError } from '../../kit/LoadError';
import { useText } from '../../kit/useText';
import { SecretFormDialog, type SecretFormMode } from './SecretFormDialog';
import { SecretTable } from './SecretTable';

/** The secret manager's machine with the server calls given (a test gives its own). */
export function secretManagerLogic(calls: SecretCalls) {
  return secretManagerMachine.provide({
    actors: {
      loadSecrets: fromPromise(({ input, signal }) => calls.listSecrets(input, { signal })),
      createSecret: fromPromise(({ input, signal }) => calls.createSecret(input, { signal })),
      replaceValue: fromPromise(({ input, signal }) => calls.replaceSecretValue(input, { signal })),
      describeSecret: fromPromise(({ input, signal }) => calls.describeSecret(input, { signal })),
      deleteSecret: fromPromise(({ input, signal }) => calls.deleteSecret(input, { signal })),
    },
  });
}

/** One company's secrets: the list for every member, the add, replace, edit and delete dialogs for an ADMIN. */
export function SecretManager({ companyId, calls }: { companyId: string; calls: SecretCalls }) {
  const { t } = useTranslation('secrets');
  const text = useText(['secrets', 'common']);
  const [logic] = useState(() => secretManagerLogic(calls));
  const manager = useActorRef(logic, { input: { companyId } });
  const snapshot = useSelector(manager, (s) => s);
  const { context } = snapshot;
  const send = manager.send;
  const mode: SecretFormMode | null =
    snapshot.matches('adding') || snapshot.matches('creating')
      ? 'add'
      : snapshot.matches('replacing') || snapshot.matches('replacingValue')
        ? 'replace'
        : snapshot.matches('editing') || snapshot.matches('savingDetails')
          ? 'edit'
          : null;
  const busy = snapshot.matches('creating') || snapshot.matches('replacingValue') || snapshot.matches('savingDetails');
  const selected = selectedSecret(context);

  if (snapshot.matches('loading')) return <p role="status">{t('loading')}</p>;
  if (snapshot.matches('loadFailed')) return <LoadError message={text(context.error)} retryLabel={t('retry')} onRetry={() => send({ type: 'RETRY' })} />;
  return (
    <div className="secret-manager">
      <Banner kind="success" message={text(context.notice)} />
      <Banner kind="error" message={text(context.error)} />
      <div className="secret-toolbar">
        {context.canWrite ? <Button onPress={() => send({ type: 'ADD' })}>{t('add')}</Button> : <p className="secret-read-only">{t('readOnly')}</p>}
      </div>
      <SecretTable
        secrets={context.secrets}
        canWrite={context.canWrite}
        onReplace={(id) => send({ type: 'REPLACE', id })}
        onEdit={(id) => send({ type: 'EDIT', id })}
        onDelete={(id) => send({ type: 'DELETE', id })}
      />
      <SecretFormDialog mode={mode} secretName={selected?.name ?? ''} form={context.form} error={text(context.formError)} busy={busy} send={send} />
      <ConfirmDialog
        isOpen={snapshot.matches('confirmingDelete') || snapshot.matches('deleting')}
        title={t('deleteDialog.title')}
        text={t('deleteDialog.text', { name: selected?.name ?? '' })}
        confirmLabel={t('deleteDialog.confirm')}
        cancelLabel={t('deleteDialog.cancel')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </div>
  );
}
