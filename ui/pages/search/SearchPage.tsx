import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { searchHitHref } from './searchHref';
import { SearchView } from './SearchView';

/** /search: keyboard-first search over the caller's companies, assistants, conversations and modules. */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const { companies } = useConsoleActors();
  const navigate = useNavigate();
  return (
    <section className="search-page" aria-labelledby="search-title">
      <h1 id="search-title" className="page-title">
        {t('title')}
      </h1>
      <SearchView search={(text, signal) => companies.searchCompanies(text, signal)} onOpen={(hit) => void navigate(searchHitHref(hit))} />
    </section>
  );
}
