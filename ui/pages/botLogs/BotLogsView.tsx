import { useTranslation } from 'react-i18next';
import { Cell, Column, Link, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import type { ConversationMessage } from '../../../services/contracts/conversations';
import { useResource } from '../../designer/panels/useResource';
import { LoadError } from '../../kit/LoadError';
import { useText } from '../../kit/useText';
import { isLog, listDate, messageText } from '../conversations/format';
import { conversationsHref } from '../conversations/href';
import '../conversations/conversations.css';

export type BotLogsViewProps = {
  conversationId: string | null;
  companyId: string | null;
  load: (conversationId: string, signal: AbortSignal) => Promise<ConversationMessage[]>;
};

/**
 * /reporting/analysis/botlogs?id=&companyId=: one conversation's messages and the engine's
 * debug entries (LOG: which module did what) in the order they were written.
 */
export function BotLogsView({ conversationId, companyId, load }: BotLogsViewProps) {
  const { t } = useTranslation('conversations');
  const text = useText(['conversations', 'common']);
  const entries = useResource<ConversationMessage[], string>(conversationId, (id, signal) => load(id, signal));
  // What was read; null while reading, after a failure, or when no conversation is named.
  const shown = entries.status === 'ready' ? entries.data : null;
  return (
    <section className="panel conversations-page" aria-labelledby="bot-logs-title">
      <h1 id="bot-logs-title" className="page-title">
        {t('botLogs.title')}
      </h1>
      <Link href={conversationsHref(companyId)} className="btn btn-link">
        {t('botLogs.back')}
      </Link>
      {conversationId === null ? <p>{t('botLogs.missing')}</p> : <p className="bot-log-meta">{t('botLogs.conversation', { id: conversationId })}</p>}
      {conversationId !== null && entries.status === 'loading' ? <p role="status">{t('botLogs.loading')}</p> : null}
      {entries.status === 'failed' ? <LoadError message={text(entries.error)} retryLabel={t('botLogs.retry')} onRetry={entries.reload} /> : null}
      {shown?.length === 0 ? <p>{t('botLogs.empty')}</p> : null}
      {shown && shown.length > 0 ? (
        <Table aria-label={t('botLogs.caption')} className="data-table">
          <TableHeader>
            <Column>{t('botLogs.date')}</Column>
            <Column>{t('botLogs.sender')}</Column>
            <Column>{t('botLogs.type')}</Column>
            <Column>{t('botLogs.module')}</Column>
            <Column>{t('botLogs.moduleType')}</Column>
            <Column isRowHeader>{t('botLogs.content')}</Column>
          </TableHeader>
          <TableBody items={shown.map((entry) => ({ ...entry, id: entry.oid }))}>
            {(entry) => (
              <Row id={entry.oid} className={isLog(entry) ? 'row-log' : undefined}>
                <Cell>{listDate(entry.messageDate)}</Cell>
                <Cell>{entry.sendBy}</Cell>
                <Cell>{isLog(entry) ? t('botLogs.log') : entry.messageType}</Cell>
                <Cell>{entry.debugInfo?.moduleId ?? '-'}</Cell>
                <Cell>{entry.debugInfo?.moduleType ?? '-'}</Cell>
                <Cell>{messageText(entry)}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      ) : null}
    </section>
  );
}
