import { useTranslation } from 'react-i18next';
import type { SecretSummary } from '../../../services/contracts/secrets';
import { useDateTime } from '../../kit/useDateTime';
import { Button } from '../../kit/Button';

type SecretTableProps = {
  secrets: readonly SecretSummary[];
  canWrite: boolean;
  onReplace: (id: string) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
};

/** The company's secrets: name, masked hint, description, last use and last change; an ADMIN's actions per row. */
export function SecretTable({ secrets, canWrite, onReplace, onEdit, onDelete }: SecretTableProps) {
  const { t } = useTranslation('secrets');
  const at = useDateTime();
  if (secrets.length === 0) return <p className="secret-empty">{canWrite ? t('list.emptyAdmin') : t('list.empty')}</p>;
  return (
    <table className="secret-table">
      <caption className="visually-hidden">{t('list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('list.name')}</th>
          <th scope="col">{t('list.hint')}</th>
          <th scope="col">{t('list.description')}</th>
          <th scope="col">{t('list.lastUsed')}</th>
          <th scope="col">{t('list.updated')}</th>
          {canWrite ? <th scope="col">{t('list.actions')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {secrets.map((secret) => (
          <tr key={secret.id}>
            <th scope="row">
              {/* Names and hints are written left to right whatever the page's direction. */}
              <bdi dir="ltr" className="secret-name">
                {secret.name}
              </bdi>
            </th>
            <td>
              <bdi dir="ltr" className="secret-hint">
                {secret.hint}
              </bdi>
            </td>
            <td dir="auto">{secret.description}</td>
            <td>{secret.lastUsedAt ? at(secret.lastUsedAt) : t('list.neverUsed')}</td>
            <td>{at(secret.updatedAt)}</td>
            {canWrite ? (
              <td className="secret-actions">
                <Button variant="link" onPress={() => onReplace(secret.id)} aria-label={t('list.replaceOf', { name: secret.name })}>
                  {t('list.replace')}
                </Button>
                <Button variant="link" onPress={() => onEdit(secret.id)} aria-label={t('list.editOf', { name: secret.name })}>
                  {t('list.edit')}
                </Button>
                <Button variant="danger" onPress={() => onDelete(secret.id)} aria-label={t('list.deleteOf', { name: secret.name })}>
                  {t('list.delete')}
                </Button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
