import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise, type SimulatedClock } from 'xstate';
import { conversationListMachine, type DayRange, type ToastParams } from '../../../machines/conversations/conversationList.machine';
import { messagePollingMachine } from '../../../machines/conversations/messagePolling.machine';
import { fetchAllConversations } from '../../../services/contracts/conversationPaging';
import { Button } from '../../kit/Button';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { LoadError } from '../../kit/LoadError';
import { showToast } from '../../kit/toasts';
import { useText } from '../../kit/useText';
import type { ConversationScreenCalls } from './calls';
import { ConversationTable } from './ConversationTable';
import { conversationCsv, csvLabels, CSV_FILE_NAME } from './csv';
import { Filters } from './Filters';
import { MessagesDialog } from './MessagesDialog';
import { Pagination } from './Pagination';
import './conversations.css';
import { useLatest } from '../../kit/useLatest';

export type ConversationsScreenProps = {
  /** The company the address names: listed first when it is one of the user's. */
  companyId?: string | null;
  /** Told which company is listed (the page keeps it in the address, for the companyID header). */
  onCompanyListed?: (companyId: string) => void;
  /** Today as YYYY-MM-DD in the browser's time zone. */
  today: string;
  calls: ConversationScreenCalls;
  /** The clock of the messages popup's polling (tests pass a simulated one). */
  pollClock?: SimulatedClock;
};

/** What each confirming state of the list asks: the changes are irreversible (spec 01 section 3). */
const CONFIRMATIONS = [
  { state: 'confirmingClose', title: 'close.title', question: 'close.question', confirm: 'actions.confirm' },
  { state: 'confirmingHandover', title: 'handover.title', question: 'handover.question', confirm: 'handover.confirm' },
  { state: 'confirmingCloseAll', title: 'closeAll.title', question: 'closeAll.question', confirm: 'actions.confirm' },
] as const;

/** Spec 2.15: the conversations of one of the user's companies, their filters, row actions, Close All and the CSV. */
export function ConversationsScreen({ companyId: requestedCompanyId = null, onCompanyListed, today, calls, pollClock }: ConversationsScreenProps) {
  const { t } = useTranslation('conversations');
  const text = useText(['conversations', 'common']);
  const latestCalls = useLatest(calls);
  const latestText = useLatest(text);
  const latestT = useLatest(t);
  const [logic] = useState(() => ({
    list: conversationListMachine.provide({
      actors: {
        loadCompanies: fromPromise(({ signal }) => latestCalls.current.loadCompanies(signal)),
        loadPage: fromPromise(({ input, signal }) => latestCalls.current.loadPage(input, signal)),
        closeConversation: fromPromise(({ input, signal }) => latestCalls.current.closeConversation(input.id, signal)),
        handoverConversation: fromPromise(({ input, signal }) => latestCalls.current.handoverConversation(input.id, signal)),
        closeAll: fromPromise(({ input, signal }) => latestCalls.current.closeAll(input, signal)),
        exportCsv: fromPromise(async ({ input, signal }) => {
          const rows = await fetchAllConversations(input, (query) => latestCalls.current.loadPage(query, signal));
          latestCalls.current.saveFile(CSV_FILE_NAME, conversationCsv(rows, csvLabels(latestT.current)));
        }),
      },
      actions: {
        showToast: (_, { kind, text: message }: ToastParams) => void showToast(kind, latestText.current(message)),
      },
    }),
    messages: messagePollingMachine.provide({
      actors: { loadMessages: fromPromise(({ input, signal }) => latestCalls.current.loadMessages(input.conversationId, signal)) },
    }),
  }));
  const list = useActorRef(logic.list, { input: { companyId: requestedCompanyId, today } });
  const snapshot = useSelector(list, (s) => s);
  const { context } = snapshot;
  const companyId = context.companyId;
  const latestListed = useLatest(onCompanyListed);
  useEffect(() => {
    if (companyId !== null) latestListed.current?.(companyId);
  }, [companyId, latestListed]);
  const choosingCompany = snapshot.matches('loadingCompanies') || snapshot.matches('companiesFailed') || snapshot.matches('noCompany');
  const [messagesOf, setMessagesOf] = useState<string | null>(null);
  const send = list.send;
  const rows = context.data?.conversations ?? [];
  const asking = CONFIRMATIONS.find((question) => snapshot.matches({ list: question.state }));
  const busy = snapshot.matches({ list: 'closing' }) || snapshot.matches({ list: 'closingAll' }) || snapshot.matches({ list: 'handingOver' });
  const downloading = snapshot.matches({ list: 'downloading' });
  return (
    <section className="panel conversations-page" aria-labelledby="conversations-title">
      <header className="conversations-header">
        <h1 id="conversations-title" className="page-title">
          {t('title')}
        </h1>
        <div className="conversations-toolbar" hidden={choosingCompany}>
          {context.liveOnly ? (
            <Button variant="danger" isDisabled={!snapshot.can({ type: 'CLOSE_ALL' })} onPress={() => send({ type: 'CLOSE_ALL' })}>
              {t('actions.closeAll')}
            </Button>
          ) : null}
          <Button variant="secondary" isDisabled={!snapshot.can({ type: 'DOWNLOAD_CSV' })} onPress={() => send({ type: 'DOWNLOAD_CSV' })}>
            {downloading ? t('actions.downloading') : t('actions.downloadCsv')}
          </Button>
        </div>
      </header>
      {snapshot.matches('loadingCompanies') ? (
        <p role="status" className="conversations-loading">
          {t('companyPicker.loading')}
        </p>
      ) : null}
      {snapshot.matches('companiesFailed') ? (
        <LoadError className="conversations-error" message={text(context.error)} retryLabel={t('actions.retry')} onRetry={() => send({ type: 'RETRY' })} />
      ) : null}
      {snapshot.matches('noCompany') ? <p className="conversations-empty">{t('companyPicker.none')}</p> : null}
      {choosingCompany ? null : (
        <Filters
          companies={context.companies}
          companyId={companyId}
          onCompany={(id) => send({ type: 'COMPANY_CHANGED', companyId: id })}
          range={context.range}
          today={context.today}
          rangeError={text(context.rangeError)}
          liveOnly={context.liveOnly}
          onRange={(range: DayRange) => send({ type: 'RANGE_CHANGED', range })}
          onLive={(value) => send({ type: 'LIVE_CHANGED', value })}
        />
      )}
      {snapshot.matches('loading') ? (
        <p role="status" className="conversations-loading">
          {t('loading')}
        </p>
      ) : null}
      {snapshot.matches('error') ? (
        <LoadError className="conversations-error" message={text(context.error)} retryLabel={t('actions.retry')} onRetry={() => send({ type: 'RETRY' })} />
      ) : null}
      {snapshot.matches('empty') ? <p className="conversations-empty">{t('empty')}</p> : null}
      {snapshot.matches('list') ? (
        <div aria-busy={busy || undefined}>
          <p className="conversations-total">{t('pagination.total', { count: context.data?.totalCount ?? 0 })}</p>
          <ConversationTable
            rows={rows}
            companyId={companyId ?? ''}
            onClose={(id) => send({ type: 'CLOSE', id })}
            onHandOver={(id) => send({ type: 'HAND_OVER', id })}
            onSeeMessages={setMessagesOf}
          />
          <Pagination current={context.page} totalPages={context.data?.totalPages ?? 0} onPage={(page) => send({ type: 'PAGE', page })} />
        </div>
      ) : null}
      {asking ? (
        <ConfirmDialog
          isOpen
          title={t(asking.title)}
          text={t(asking.question)}
          confirmLabel={t(asking.confirm)}
          cancelLabel={t('actions.cancel')}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      ) : null}
      {messagesOf ? <MessagesDialog conversationId={messagesOf} logic={logic.messages} clock={pollClock} onClose={() => setMessagesOf(null)} /> : null}
    </section>
  );
}
