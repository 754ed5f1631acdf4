import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useConsoleConfig } from '../../../app/ConsoleConfigContext';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { LoadError } from '../../../kit/LoadError';
import { useText } from '../../../kit/useText';
import { AddAiChooser } from './AddAiChooser';
import { AiConnectionDialog } from './AiConnectionDialog';
import { AiConnectionsTable } from './AiConnectionsTable';
import { AiKindCards } from './AiKindCards';
import { useAiConnectionsMachine } from './useAiConnectionsMachine';
import './aiConnections.css';

/**
 * The AI tab of the company profile: the cards to choose a type while the company has no AI
 * connection, otherwise the table with Add AI; the AI & NLP Integration popup, Edit deployment,
 * Edit GenAI and the delete confirmation. A USER reads the table only.
 */
export function AiConnectionsPanel({ companyId, canEdit }: { companyId: string; canEdit: boolean }) {
  const { t } = useTranslation('aiConnections');
  const text = useText(['aiConnections', 'common']);
  const { devMode } = useConsoleConfig();
  const actor = useAiConnectionsMachine({ companyId, canEdit });
  const state = useSelector(actor, (s) => s);
  const c = state.context;

  // The table stays on screen while it is read again after a save or a removal.
  if (state.matches('loading') && c.connections.length === 0) return <p role="status">{t('loading')}</p>;
  if (state.matches('failed')) return <LoadError message={text(c.error)} retryLabel={t('retry')} onRetry={() => actor.send({ type: 'RETRY' })} />;
  const inPopup = c.draft !== null;
  const confirming = state.matches({ loaded: 'confirmingDelete' }) || state.matches({ loaded: 'deleting' });

  return (
    <section className="ai-connections" aria-labelledby="ai-connections-title">
      <div className="ai-connections-head">
        <h2 id="ai-connections-title">{t('title')}</h2>
        {canEdit && c.connections.length > 0 ? (
          <Button isDisabled={!state.can({ type: 'ADD_AI' })} onPress={() => actor.send({ type: 'ADD_AI' })}>
            {t('addAi')}
          </Button>
        ) : null}
      </div>
      <Banner kind="error" message={c.error && !inPopup ? text(c.error) : null} />
      <Banner kind="info" message={c.notice ? text(c.notice) : null} />
      {c.connections.length > 0 ? (
        <AiConnectionsTable actor={actor} rows={c.connections} canEdit={canEdit} />
      ) : canEdit ? (
        <>
          <p className="muted">{t('cards.title')}</p>
          <AiKindCards actor={actor} />
        </>
      ) : (
        <p className="muted">{t('empty')}</p>
      )}
      {state.matches({ loaded: 'choosing' }) ? <AddAiChooser actor={actor} /> : null}
      {inPopup ? <AiConnectionDialog actor={actor} devMode={devMode} /> : null}
      <ConfirmDialog
        isOpen={confirming}
        title={t('deleteTitle')}
        text={t('deleteQuestion', { name: c.pendingDelete?.name ?? '' })}
        confirmLabel={t('yes')}
        cancelLabel={t('no')}
        onConfirm={() => actor.send({ type: 'CONFIRM' })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
      />
    </section>
  );
}
