import { useTranslation } from 'react-i18next';
import type { AiConnectionRow } from '../../../../machines/ai/aiConnections';
import { Button } from '../../../kit/Button';
import type { AiConnectionsActor } from './useAiConnectionsMachine';

/** The table of the company's AI connections: AI Name, Type, Project Name and, for an ADMIN, Actions (Edit GenAI for custom Generative AI, Delete). */
export function AiConnectionsTable({ actor, rows, canEdit }: { actor: AiConnectionsActor; rows: readonly AiConnectionRow[]; canEdit: boolean }) {
  const { t } = useTranslation('aiConnections');
  return (
    <div className="ai-table-scroll">
      <table className="ai-table">
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.name')}</th>
            <th scope="col">{t('table.type')}</th>
            <th scope="col">{t('table.projectName')}</th>
            {canEdit ? <th scope="col">{t('table.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.name}</th>
              <td>{row.kind ? t(`kinds.${row.kind}`) : row.type}</td>
              <td>{row.projectName}</td>
              {canEdit ? (
                <td className="ai-row-actions">
                  {row.kind === 'generativeCustom' ? (
                    <Button variant="secondary" aria-label={t('editRow', { name: row.name })} onPress={() => actor.send({ type: 'EDIT', id: row.id })}>
                      {t('edit')}
                    </Button>
                  ) : null}
                  <Button variant="secondary" aria-label={t('deleteRow', { name: row.name })} onPress={() => actor.send({ type: 'DELETE', id: row.id })}>
                    {t('delete')}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
