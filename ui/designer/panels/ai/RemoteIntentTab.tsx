import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteQuestion } from '../../../../machines/ai/aiList.machine';
import { connectIntent, renameIntentConnection, withoutIntents } from '../../../../machines/ai/panel/intents';
import type { PanelProps } from '../types';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { IntentEditor } from './IntentEditor';
import { IntentsView } from './IntentsView';
import { IntentTransfer } from './IntentTransfer';
import { useAiText } from './parts';
import { useAiList } from './useAiList';
import { LoadFailure } from '../shared/LoadFailure';

type Props = { aiId: string; transfer: boolean; props: PanelProps<'AI'> };

/** The INTENT tab of a non-generative AI Action: the connection's intents (spec 2.5, 7.1). */
export function RemoteIntentTab({ aiId, transfer, props }: Props) {
  const { t } = useTranslation('panelsAi');
  const text = useAiText();
  const list = useAiList('intent', aiId, (names) => props.update({ connections: withoutIntents(props.module.connections, names) }));
  const [open, setOpen] = useState<string | null>(null);
  const opened = list.items.find((i) => i.name === open);
  if (opened) {
    return (
      <IntentEditor
        aiId={aiId}
        intent={opened}
        otherNames={list.items.filter((i) => i.id !== opened.id).map((i) => i.name)}
        readOnly={props.readOnly}
        onRenamed={(from, to) => {
          props.update({ connections: renameIntentConnection(props.module.connections, from, to) });
          setOpen(to);
        }}
        onBack={() => {
          setOpen(null);
          list.actor.send({ type: 'RELOAD' });
        }}
      />
    );
  }
  const ids = (names: string[]) => list.items.filter((i) => names.includes(i.name)).map((i) => i.id);
  return (
    <>
      {list.status === 'failed' ? <LoadFailure message={text(list.error)} retryLabel={t('retry')} onRetry={() => list.actor.send({ type: 'RELOAD' })} /> : null}
      {list.status === 'loading' ? <p className="ai-status">{t('loading')}</p> : null}
      <IntentsView
        names={list.items.map((i) => i.name)}
        flow={props.flow}
        moduleId={props.module.id}
        connections={props.module.connections}
        error={list.status === 'ready' ? text(list.error) || null : null}
        busy={list.busy}
        canCreateDelete={props.access === 'FULL'}
        canConnect={props.access !== 'VIEWER'}
        onCreate={(name) => list.actor.send({ type: 'ADD', name })}
        onOpen={setOpen}
        onDelete={(names) => list.actor.send({ type: 'DELETE', ids: ids(names) })}
        onConnect={(intent, target) => props.update({ connections: connectIntent(props.module.connections, intent, target) })}
        onTyping={() => list.actor.send({ type: 'DISMISS_ERROR' })}
      />
      {transfer ? (
        <IntentTransfer
          aiId={aiId}
          generative={false}
          access={props.access}
          settings={props.module.settings}
          onIntentsImported={() => list.actor.send({ type: 'RELOAD' })}
          onGenerativeRows={() => {}}
        />
      ) : null}
      <ConfirmDialog
        isOpen={list.pendingDelete !== null}
        text={text({ key: deleteQuestion('intent', list.pendingDelete?.length ?? 0), values: { count: list.pendingDelete?.length ?? 0 } })}
        confirmLabel={t('confirm.yes')}
        cancelLabel={t('confirm.no')}
        onConfirm={() => list.actor.send({ type: 'CONFIRM' })}
        onCancel={() => list.actor.send({ type: 'CANCEL' })}
      />
    </>
  );
}
