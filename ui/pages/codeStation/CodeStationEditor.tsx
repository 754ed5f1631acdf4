import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { fromPromise } from 'xstate';
import { codeStationEditorMachine, isDirty } from '../../../machines/codeStation/codeStationEditor.machine';
import type { CodeStationCalls } from '../../app/actors/codeStationCalls';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { LeavePageModal } from '../../shell/LeavePageModal';
import { saveThrough, useLeavePage } from '../../shell/useLeavePage';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { LoadError } from '../../kit/LoadError';
import { useText } from '../../kit/useText';
import { BlockEditor } from './BlockEditor';
import { NameDialog } from './NameDialog';

/** The editor's machine with the server calls given (a test gives its own). */
export function editorLogic(calls: CodeStationCalls) {
  return codeStationEditorMachine.provide({
    actors: {
      loadBlocks: fromPromise(({ input, signal }) => calls.listCodeBlocks(input, { signal })),
      openVersion: fromPromise(({ input, signal }) => calls.openCodeBlockVersion(input, { signal })),
      createBlock: fromPromise(({ input, signal }) => calls.createCodeBlock(input, { signal })),
      saveVersion: fromPromise(({ input, signal }) => calls.saveCodeBlockVersion(input, { signal })),
      renameBlock: fromPromise(({ input, signal }) => calls.renameCodeBlock(input, { signal })),
      deleteBlock: fromPromise(({ input, signal }) => calls.deleteCodeBlock(input, { signal })),
      runTest: fromPromise(({ input, signal }) => calls.runCodeTest(input, { signal })),
    },
  });
}

/** Another company, or a link to another block, leaves the editor. */
const LEAVING_KEYS = ['companyId', 'functionId'] as const;

/** The Code Station editor: the company's code blocks on one side, the open block on the other. */
export function CodeStationEditor({ companyId, functionId, calls }: { companyId: string; functionId?: string | undefined; calls: CodeStationCalls }) {
  const { t } = useTranslation('codeStation');
  const text = useText(['codeStation', 'common']);
  const [logic] = useState(() => editorLogic(calls));
  const editor = useActorRef(logic, { input: { companyId, ...(functionId ? { functionId } : {}) } });
  const snapshot = useSelector(editor, (s) => s);
  const { context } = snapshot;
  const send = editor.send;
  const openId = context.open?.functionId;
  const busy = snapshot.matches('loading');
  // Another page or company with unsaved code asks first (Save Changes saves a new version); so does closing the tab.
  const leaving = useLeavePage({
    dirty: isDirty(context),
    key: LEAVING_KEYS,
    save: snapshot.can({ type: 'SAVE' })
      ? () =>
          saveThrough<typeof codeStationEditorMachine>(
            editor,
            { type: 'SAVE' },
            {
              saving: (s) => s.matches({ block: 'saving' }),
              dirty: (s) => isDirty(s.context),
              error: (s) => s.context.error,
            },
          )
      : null,
  });

  return (
    <main className="code-station">
      <header className="code-station-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <Link href={`/code-station-integration?companyId=${encodeURIComponent(companyId)}`}>{t('whereUsed')}</Link>
      </header>
      <Banner kind="success" message={text(context.notice)} />
      <Banner kind="error" message={!snapshot.matches('loadFailed') ? text(context.error) : null} />
      {snapshot.matches('loadFailed') ? <LoadError message={text(context.error)} retryLabel={t('retry')} onRetry={() => send({ type: 'RETRY' })} /> : null}
      {busy ? <p role="status">{t('loading')}</p> : null}
      {!busy && !snapshot.matches('loadFailed') ? (
        <div className="code-station-layout">
          <nav className="code-station-list" aria-label={t('list.label')}>
            <h2>{t('list.label')}</h2>
            <Button onPress={() => send({ type: 'NEW_BLOCK' })} isDisabled={!snapshot.can({ type: 'NEW_BLOCK' })}>
              {t('list.new')}
            </Button>
            {context.blocks.length === 0 ? <p>{t('list.empty')}</p> : null}
            <ul>
              {context.blocks.map((block) => (
                <li key={block.functionId}>
                  <Button
                    variant="link"
                    aria-current={block.functionId === openId ? 'true' : undefined}
                    isDisabled={!snapshot.can({ type: 'SELECT', functionId: block.functionId })}
                    onPress={() => send({ type: 'SELECT', functionId: block.functionId })}
                  >
                    {block.functionName}
                  </Button>
                </li>
              ))}
            </ul>
          </nav>
          <section className="code-station-main">
            {snapshot.matches('opening') ? <p role="status">{t('opening')}</p> : null}
            {context.open && snapshot.matches('block') ? <BlockEditor snapshot={snapshot} send={send} /> : null}
            {!context.open && !snapshot.matches('opening') ? <p>{t('nothingOpen')}</p> : null}
          </section>
        </div>
      ) : null}
      <NameDialog
        isOpen={snapshot.matches('naming') || snapshot.matches('creating')}
        title={t('dialogs.newTitle')}
        submitLabel={t('dialogs.create')}
        name={context.name}
        error={text(context.nameError)}
        busy={snapshot.matches('creating')}
        send={send}
      />
      <NameDialog
        isOpen={snapshot.matches({ block: 'renaming' }) || snapshot.matches({ block: 'renamingBlock' })}
        title={t('dialogs.renameTitle')}
        submitLabel={t('dialogs.renameSubmit')}
        name={context.name}
        error={text(context.nameError)}
        busy={snapshot.matches({ block: 'renamingBlock' })}
        send={send}
      />
      <ConfirmDialog
        isOpen={snapshot.matches({ block: 'confirmingDelete' }) || snapshot.matches({ block: 'deleting' })}
        title={t('dialogs.deleteTitle')}
        text={t('dialogs.deleteText', { name: context.open?.functionName ?? '' })}
        confirmLabel={t('dialogs.deleteConfirm')}
        cancelLabel={t('dialogs.cancel')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      {/* Another block of this page: the editor's own question. Another page or company: the leave-page modal. */}
      <ConfirmDialog
        isOpen={snapshot.matches({ block: 'confirmingLeave' }) && isDirty(context)}
        title={t('dialogs.leaveTitle')}
        text={t('dialogs.leaveText', { name: context.open?.functionName ?? '' })}
        confirmLabel={t('dialogs.leaveConfirm')}
        cancelLabel={t('dialogs.leaveCancel')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      <LeavePageModal state={leaving} />
    </main>
  );
}
