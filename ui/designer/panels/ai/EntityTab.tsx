import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../../../inspector/inspection';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { deleteQuestion, type AiListItem } from '../../../../machines/ai/aiList.machine';
import { canCreateRemoteEntity, remoteEntityProblem } from '../../../../machines/ai/panel/entities';
import { entityEditorMachine } from '../../../../machines/ai/entityEditor.machine';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { TextField } from '../../../kit/TextField';
import { useDesignerData } from '../dataContext';
import type { PanelProps } from '../types';
import { BackHeader, useAiText } from './parts';
import { useAiList } from './useAiList';
import { LoadFailure } from '../shared/LoadFailure';

/** The ENTITY tab (spec 2.5, 5.1): create box, list with trash icons, and the entity editor. */
export function EntityTab({ aiId, props }: { aiId: string; props: PanelProps<'AI'> }) {
  const { t } = useTranslation('panelsAi');
  const text = useAiText();
  const list = useAiList('entity', aiId, () => {});
  const [name, setName] = useState('');
  const [open, setOpen] = useState<AiListItem | null>(null);
  const names = list.items.map((i) => i.name);
  const problem = remoteEntityProblem(name, names);
  const mayManage = props.access === 'FULL';
  if (open) {
    return (
      <EntityEditor
        aiId={aiId}
        entity={open}
        otherNames={names.filter((n) => n !== open.name)}
        readOnly={props.readOnly}
        onClosed={() => {
          setOpen(null);
          list.actor.send({ type: 'RELOAD' });
        }}
      />
    );
  }
  const create = () => {
    if (!canCreateRemoteEntity(name, names)) return;
    list.actor.send({ type: 'ADD', name });
    setName('');
  };
  return (
    <div className="ai-entities">
      <div className="ai-row">
        <TextField
          label={t('entity.create')}
          value={name}
          onChange={(value) => {
            setName(value);
            list.actor.send({ type: 'DISMISS_ERROR' });
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') create();
          }}
          errorMessage={text(problem) || (list.status === 'ready' ? text(list.error) : '') || null}
          isDisabled={!mayManage}
        />
        <Button variant="secondary" onPress={create} isDisabled={!mayManage || !canCreateRemoteEntity(name, names) || list.busy}>
          {t('entity.createButton')}
        </Button>
      </div>
      {list.status === 'failed' ? <LoadFailure message={text(list.error)} retryLabel={t('retry')} onRetry={() => list.actor.send({ type: 'RELOAD' })} /> : null}
      {list.status === 'ready' && list.items.length === 0 ? <Banner kind="info" message={t('entity.empty')} /> : null}
      <ul className="ai-list" aria-label={t('entity.list')}>
        {list.items.map((item) => (
          <li key={item.id} className="ai-list-row">
            <Button variant="link" className="ai-list-name" onPress={() => setOpen(item)}>
              {item.name}
            </Button>
            <Button variant="link" aria-label={t('entity.delete', { name: item.name })} onPress={() => list.actor.send({ type: 'DELETE', ids: [item.id] })} isDisabled={!mayManage}>
              <span aria-hidden="true">🗑</span>
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={list.pendingDelete !== null}
        text={text({ key: deleteQuestion('entity', 1) })}
        confirmLabel={t('confirm.yes')}
        cancelLabel={t('confirm.no')}
        onConfirm={() => list.actor.send({ type: 'CONFIRM' })}
        onCancel={() => list.actor.send({ type: 'CANCEL' })}
      />
    </div>
  );
}

type EditorProps = { aiId: string; entity: AiListItem; otherNames: string[]; readOnly: boolean; onClosed: () => void };

/** Entity name, labels and synonyms per label; saved when the editor is closed (spec 4.2). */
function EntityEditor({ aiId, entity, otherNames, readOnly, onClosed }: EditorProps) {
  const { t } = useTranslation('panelsAi');
  const text = useAiText();
  const data = useDesignerData();
  const [logic] = useState(() =>
    entityEditorMachine.provide({
      actors: { saveLabels: fromPromise(({ input }) => data.updateEntityLabels(input.aiId, input.entityId, input.entityName, input.labels)) },
    }),
  );
  const actor = useActorRef(logic, { input: { aiId, entityId: entity.id, name: entity.name, labels: entity.labels ?? [], otherNames } });
  const snapshot = useSelector(actor, (s) => s);
  const c = snapshot.context;
  const closed = snapshot.matches('closed');
  useEffect(() => {
    if (closed) onClosed();
  }, [closed, onClosed]);
  const [label, setLabel] = useState('');
  const [synonyms, setSynonyms] = useState<Record<string, string>>({});
  const close = () => (readOnly ? onClosed() : actor.send({ type: 'CLOSE' }));
  const addLabel = () => {
    actor.send({ type: 'ADD_LABEL', value: label });
    setLabel('');
  };
  return (
    <section className="ai-drill" aria-label={t('entity.editor', { name: entity.name })}>
      <BackHeader title={entity.name} backLabel={t('back')} onBack={close} />
      <TextField label={t('entity.name')} value={c.name} onChange={(value) => actor.send({ type: 'NAME_CHANGED', value })} isDisabled={readOnly} />
      <div className="ai-row">
        <TextField
          label={t('entity.addLabel')}
          value={label}
          onChange={setLabel}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && label.trim()) addLabel();
          }}
          isDisabled={readOnly}
        />
        <Button variant="secondary" onPress={addLabel} isDisabled={readOnly || !label.trim()}>
          {t('intent.add')}
        </Button>
      </div>
      <ul className="ai-list" aria-label={t('entity.labels')}>
        {c.labels.map((l) => (
          <li key={l.value} className="ai-label">
            <div className="ai-list-row">
              <strong className="ai-list-name">{l.value}</strong>
              <Button
                variant="link"
                aria-label={t('entity.removeLabel', { value: l.value })}
                onPress={() => actor.send({ type: 'REMOVE_LABEL', value: l.value })}
                isDisabled={readOnly}
              >
                ×
              </Button>
            </div>
            <ul className="ai-chips" aria-label={t('entity.synonymsOf', { value: l.value })}>
              {l.synonyms.map((s) => (
                <li key={s} className="ai-chip">
                  {s}
                  <Button
                    variant="link"
                    aria-label={t('entity.removeSynonym', { value: s })}
                    onPress={() => actor.send({ type: 'REMOVE_SYNONYM', label: l.value, synonym: s })}
                    isDisabled={readOnly}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ul>
            <TextField
              label={t('entity.addSynonym', { value: l.value })}
              value={synonyms[l.value] ?? ''}
              onChange={(value) => setSynonyms((s) => ({ ...s, [l.value]: value }))}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                actor.send({ type: 'ADD_SYNONYM', label: l.value, synonym: synonyms[l.value] ?? '' });
                setSynonyms((s) => ({ ...s, [l.value]: '' }));
              }}
              isDisabled={readOnly}
            />
          </li>
        ))}
      </ul>
      <Banner kind="error" message={text(c.error)} />
      {snapshot.matches('saving') ? <p className="ai-status">{t('entity.saving')}</p> : null}
    </section>
  );
}
