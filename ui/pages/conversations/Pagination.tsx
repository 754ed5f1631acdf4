import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';
import { pageWindow } from './format';

/** Spec 2.15: Prev, up to two page numbers either side of the current one, Next. */
export function Pagination({ current, totalPages, onPage }: { current: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('conversations');
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <Button variant="secondary" isDisabled={current <= 1} onPress={() => onPage(current - 1)}>
        {t('pagination.prev')}
      </Button>
      {pageWindow(current, totalPages).map((page) => (
        <Button
          key={page}
          variant={page === current ? 'primary' : 'secondary'}
          aria-label={t('pagination.page', { page })}
          aria-current={page === current ? 'page' : undefined}
          onPress={() => onPage(page)}
        >
          {String(page)}
        </Button>
      ))}
      <Button variant="secondary" isDisabled={current >= totalPages} onPress={() => onPage(current + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}
