import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { FileTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { knowledgeBaseDocumentsMachine } from '../../../../machines/ai/knowledgeBaseDocuments.machine';
import { DOCUMENT_FILE_ACCEPT } from '../../../../machines/ai/panel/documents';
import type { KnowledgeBase } from '../../../../services/contracts/aiData';
import { KNOWLEDGE_BASE_LABEL_MAX } from '../../../../services/contracts/rest/knowledgeBaseDocuments';
import { useInspectedActorRef as useActorRef } from '../../../inspector/inspection';
import { useDateTime } from '../../../kit/useDateTime';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { TextField } from '../../../kit/TextField';
import { useLatest } from '../../../kit/useLatest';
import { useDesignerData } from '../dataContext';
import { BackHeader, useAiText } from './parts';

type Props = {
  companyId: string;
  knowledgeBaseId: string | null;
  knowledgeBaseLabel: string | null;
  /** The module's generative connection, whose vector-search model embeds the passages. */
  providerId: string | null;
  isDisabled: boolean;
  onCreated: (knowledgeBase: KnowledgeBase) => void;
  onBack: () => void;
};

/** The knowledge base's documents (docs/knowledge-base.md): list, upload, remove, and a new knowledge base. */
export function KnowledgeBaseDocuments({ companyId, knowledgeBaseId, knowledgeBaseLabel, providerId, isDisabled, onCreated, onBack }: Props) {
  const { t } = useTranslation('panelsAi');
  const text = useAiText();
  const data = useDesignerData();
  const callbacks = useLatest({ onCreated });
  const [logic] = useState(() =>
    knowledgeBaseDocumentsMachine.provide({
      actors: {
        listDocuments: fromPromise(({ input }) => data.knowledgeBaseDocuments(input.knowledgeBaseId)),
        createKnowledgeBase: fromPromise(({ input }) => data.createKnowledgeBase(input.companyId, input.label)),
        readFile: fromPromise(async ({ input }) => {
          if (!(input.file instanceof File)) throw new Error('not a file');
          return input.file.text();
        }),
        uploadDocument: fromPromise(({ input }) => data.uploadDocument(input.knowledgeBaseId, input.upload)),
        deleteDocument: fromPromise(({ input }) => data.deleteDocument(input.knowledgeBaseId, input.documentId)),
      },
      actions: { knowledgeBaseCreated: (_, params) => callbacks.current.onCreated(params.knowledgeBase) },
    }),
  );
  const actor = useActorRef(logic, { input: { companyId, knowledgeBaseId } });
  const state = useSelector(actor, (s) => s.value as string);
  const context = useSelector(actor, (s) => s.context);
  const [name, setName] = useState('');
  const busy = state === 'reading' || state === 'uploading' || state === 'deleting' || state === 'creating';
  const shownLabel = context.knowledgeBaseId === knowledgeBaseId ? knowledgeBaseLabel : null;
  const date = useDateTime();

  return (
    <div className="ai-panel">
      <BackHeader title={t('documents.title')} backLabel={t('back')} onBack={onBack} />
      {shownLabel ? <p className="ai-hint">{t('documents.of', { name: shownLabel })}</p> : null}
      {state === 'noKnowledgeBase' ? <p className="ai-hint">{t('documents.none')}</p> : null}
      {context.notice ? <Banner kind={context.notice.kind === 'error' ? 'error' : 'info'} message={text(context.notice.text)} /> : null}
      {state === 'loadFailed' ? (
        <Button variant="secondary" onPress={() => actor.send({ type: 'RETRY' })}>
          {t('retry')}
        </Button>
      ) : null}
      {context.knowledgeBaseId !== null && state !== 'loading' && state !== 'loadFailed' ? (
        <section className="ai-section" aria-label={t('documents.upload')}>
          <FileTrigger
            acceptedFileTypes={DOCUMENT_FILE_ACCEPT}
            onSelect={(list) => {
              const file = list?.[0];
              if (file) actor.send({ type: 'FILE_CHOSEN', file, providerId });
            }}
          >
            <Button variant="secondary" isDisabled={isDisabled || busy}>
              {t('documents.upload')}
            </Button>
          </FileTrigger>
          <p className="ai-hint">{providerId ? t('documents.uploadHint') : t('documents.chooseProviderFirst')}</p>
          {state === 'reading' || state === 'uploading' ? (
            <p className="ai-status" role="status">
              {t(state === 'reading' ? 'documents.reading' : 'documents.embedding', { name: context.fileName })}
            </p>
          ) : null}
        </section>
      ) : null}
      {state === 'loading' ? (
        <p className="ai-status" role="status">
          {t('documents.loading')}
        </p>
      ) : null}
      {context.knowledgeBaseId !== null && state !== 'loading' && state !== 'loadFailed' && context.documents.length === 0 ? (
        <p className="ai-hint">{t('documents.empty')}</p>
      ) : null}
      <ul className="ai-list" aria-label={t('documents.list')}>
        {context.documents.map((document) => (
          <li key={document._id} className="ai-list-row ai-document">
            <span className="ai-list-name">
              <strong>{document.title}</strong>
              <span className="ai-hint">{t('documents.details', { count: document.passages, date: date(document.createdAt) })}</span>
            </span>
            <Button
              variant="link"
              aria-label={t('documents.delete', { name: document.title })}
              onPress={() => actor.send({ type: 'DELETE', documentId: document._id })}
              isDisabled={isDisabled || busy}
            >
              {t('documents.deleteShort')}
            </Button>
          </li>
        ))}
      </ul>
      <Form
        className="ai-section"
        aria-label={t('documents.newTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'CREATE', label: name });
        }}
      >
        <h4 className="ai-subtitle">{t('documents.newTitle')}</h4>
        <div className="ai-row">
          <TextField label={t('documents.newName')} value={name} onChange={setName} maxLength={KNOWLEDGE_BASE_LABEL_MAX} isDisabled={isDisabled || busy} />
          <Button type="submit" variant="secondary" isDisabled={isDisabled || busy}>
            {t('documents.create')}
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        isOpen={state === 'confirmingDelete'}
        text={t('documents.deleteQuestion', { name: context.pendingDelete?.title ?? '' })}
        confirmLabel={t('documents.deleteShort')}
        cancelLabel={t('confirm.no')}
        onConfirm={() => actor.send({ type: 'CONFIRM' })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
      />
    </div>
  );
}
