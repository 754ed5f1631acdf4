import { useTranslation } from 'react-i18next';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { canHandOverRow } from '../../../machines/conversations/conversationList.machine';
import type { ConversationRow } from '../../../services/contracts/conversations';
import { Button } from '../../kit/Button';
import { conversationInspectorHref } from '../conversationInspector/href';
import { listDate } from './format';
import { botLogsHref } from './href';
import { channelKindOf } from '../../../services/contracts/channels';

export type ConversationTableProps = {
  rows: readonly ConversationRow[];
  companyId: string;
  onClose: (id: string) => void;
  onHandOver: (id: string) => void;
  onSeeMessages: (id: string) => void;
};

/** The channel kinds the screen names in words; any other shows its stored type. */
const LABELLED_KINDS = ['webChat', 'webMessenger', 'telegram', 'whatsappCloud', 'generic'] as const;

/** Spec 2.15: the conversations of the page with their assistant, dates, status and row actions. */
export function ConversationTable({ rows, companyId, onClose, onHandOver, onSeeMessages }: ConversationTableProps) {
  const { t } = useTranslation('conversations');
  const { t: ti } = useTranslation('conversationInspector');
  const channelLabel = (type: string) => {
    const kind = channelKindOf({ integrationType: type });
    return kind && (LABELLED_KINDS as readonly string[]).includes(kind) ? t(`channelKinds.${kind}`) : type;
  };
  return (
    <Table aria-label={t('table.label')} className="data-table conversation-table">
      <TableHeader>
        <Column isRowHeader>{t('table.id')}</Column>
        <Column>{t('table.assistant')}</Column>
        <Column>{t('table.channel')}</Column>
        <Column>{t('table.start')}</Column>
        <Column>{t('table.last')}</Column>
        <Column>{t('table.status')}</Column>
        <Column>{t('table.actions')}</Column>
      </TableHeader>
      <TableBody items={rows.map((row) => ({ ...row, id: row._id }))}>
        {(row) => (
          <Row id={row._id}>
            <Cell>
              <span className="conversation-id">{row._id}</span>
            </Cell>
            <Cell>
              <span dir="auto">{row.botName ?? '-'}</span>
            </Cell>
            <Cell>
              <span dir="auto">{row.channelName ?? '-'}</span> <span className="muted">({channelLabel(row.channelType)})</span>
            </Cell>
            <Cell>{listDate(row.startDate)}</Cell>
            <Cell>{listDate(row.lastMessageDate)}</Cell>
            <Cell>
              <span className={`status-badge ${row.endDate ? 'status-closed' : 'status-open'}`}>{row.endDate ? t('status.closed') : t('status.open')}</span>
              {row.isHandedOver ? <span className="status-badge status-handed-over">{t('status.handedOver')}</span> : null}
            </Cell>
            <Cell>
              <div className="row-actions" role="group" aria-label={t('actions.rowActions', { id: row._id })}>
                {row.endDate === null ? (
                  <Button variant="secondary" onPress={() => onClose(row._id)}>
                    {t('actions.close')}
                  </Button>
                ) : null}
                {canHandOverRow(row) ? (
                  <Button variant="secondary" onPress={() => onHandOver(row._id)}>
                    {t('actions.handover')}
                  </Button>
                ) : null}
                <Button variant="secondary" onPress={() => onSeeMessages(row._id)}>
                  {t('actions.seeMessages')}
                </Button>
                {/* A plain anchor: the bot logs open in a new tab, outside this page's router. */}
                <a className="btn btn-link" href={botLogsHref(row._id, companyId)} target="_blank" rel="noopener noreferrer">
                  {t('actions.botLogs')}
                  <span className="visually-hidden"> {t('actions.opensInNewTab')}</span>
                </a>
                {/* The conversation's flow and where it is now, in a new tab like the bot logs. */}
                <a
                  className="btn btn-link"
                  href={conversationInspectorHref(row._id, companyId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${ti('open.rowLabel', { id: row._id })} ${ti('open.newTab')}`}
                >
                  {ti('open.label')}
                </a>
              </div>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
