import { useTranslation } from 'react-i18next';
import type { DataToken } from '../../../services/contracts/dataStation';
import { useDateTime } from '../../kit/useDateTime';
import { Button } from '../../kit/Button';

type DataTokenTableProps = { tokens: readonly DataToken[]; canWrite: boolean; onRevoke: (id: string) => void };

/** The company's API tokens: name, masked token, scope, expiry, last use and creation; an ADMIN's revoke per row. */
export function DataTokenTable({ tokens, canWrite, onRevoke }: DataTokenTableProps) {
  const { t } = useTranslation('dataStation');
  const at = useDateTime();
  if (tokens.length === 0) return <p className="data-empty">{canWrite ? t('tokens.list.emptyAdmin') : t('tokens.list.empty')}</p>;
  return (
    <table className="data-table">
      <caption className="visually-hidden">{t('tokens.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tokens.list.name')}</th>
          <th scope="col">{t('tokens.list.token')}</th>
          <th scope="col">{t('tokens.list.scope')}</th>
          <th scope="col">{t('tokens.list.expires')}</th>
          <th scope="col">{t('tokens.list.lastUsed')}</th>
          <th scope="col">{t('tokens.list.created')}</th>
          {canWrite ? <th scope="col">{t('tokens.list.actions')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.id}>
            <th scope="row" dir="auto">
              {token.name}
            </th>
            <td>
              <bdi dir="ltr" className="data-mono">
                {token.hint}
              </bdi>
            </td>
            <td>{t(`tokens.scopes.${token.scope}`)}</td>
            <td>{token.expiresAt ? at(token.expiresAt) : t('tokens.list.neverExpires')}</td>
            <td>{token.lastUsedAt ? at(token.lastUsedAt) : t('tokens.list.neverUsed')}</td>
            <td>{at(token.createdAt)}</td>
            {canWrite ? (
              <td>
                <Button variant="danger" onPress={() => onRevoke(token.id)} aria-label={t('tokens.list.revokeOf', { name: token.name })}>
                  {t('tokens.list.revoke')}
                </Button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
