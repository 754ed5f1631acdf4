import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { dataTokensMachine, selectedToken } from '../../../machines/dataStation/dataTokens.machine';
import type { DataStationCalls } from '../../app/actors/dataStationCalls';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { localDay } from '../../kit/localDay';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { LoadError } from '../../kit/LoadError';
import { useText } from '../../kit/useText';
import { CreatedTokenDialog, NewTokenDialog } from './DataTokenDialogs';
import { DataTokenTable } from './DataTokenTable';

/** The token manager's machine with the server calls given (a test gives its own). */
export function dataTokensLogic(calls: DataStationCalls) {
  return dataTokensMachine.provide({
    actors: {
      loadTokens: fromPromise(({ input, signal }) => calls.listTokens(input, { signal })),
      createToken: fromPromise(({ input, signal }) => calls.createToken(input, { signal })),
      revokeToken: fromPromise(({ input, signal }) => calls.revokeToken(input, { signal })),
    },
  });
}

/** One company's data station API tokens: the list for every member, create and revoke for an ADMIN. */
export function DataTokenManager({ companyId, calls }: { companyId: string; calls: DataStationCalls }) {
  const { t } = useTranslation('dataStation');
  const text = useText(['dataStation', 'common']);
  const [logic] = useState(() => dataTokensLogic(calls));
  const manager = useActorRef(logic, { input: { companyId, today: localDay() } });
  const snapshot = useSelector(manager, (s) => s);
  const { context } = snapshot;
  const send = manager.send;

  if (snapshot.matches('loading')) return <p role="status">{t('tokens.loading')}</p>;
  if (snapshot.matches('loadFailed')) return <LoadError message={text(context.error)} retryLabel={t('retry')} onRetry={() => send({ type: 'RETRY' })} />;
  return (
    <div className="data-manager">
      <Banner kind="success" message={text(context.notice)} />
      <Banner kind="error" message={text(context.error)} />
      <div className="data-toolbar">{context.canWrite ? <Button onPress={() => send({ type: 'CREATE' })}>{t('tokens.create')}</Button> : <p>{t('tokens.readOnly')}</p>}</div>
      <DataTokenTable tokens={context.tokens} canWrite={context.canWrite} onRevoke={(id) => send({ type: 'REVOKE', id })} />
      <NewTokenDialog
        isOpen={snapshot.matches('creating') || snapshot.matches('saving')}
        form={context.form}
        error={text(context.formError)}
        busy={snapshot.matches('saving')}
        send={send}
      />
      <CreatedTokenDialog created={snapshot.matches('showingToken') ? context.created : null} send={send} />
      <ConfirmDialog
        isOpen={snapshot.matches('confirmingRevoke') || snapshot.matches('revoking')}
        title={t('tokens.revokeDialog.title')}
        text={t('tokens.revokeDialog.text', { name: selectedToken(context)?.name ?? '' })}
        confirmLabel={t('tokens.revokeDialog.confirm')}
        cancelLabel={t('tokens.revokeDialog.cancel')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </div>
  );
}
