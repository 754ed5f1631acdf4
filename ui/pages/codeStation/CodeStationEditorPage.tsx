import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { useSearchParams } from 'react-router-dom';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { CodeStationEditor } from './CodeStationEditor';
import './codeStation.css';

/** /code-station-editor?companyId=: the company's code blocks (the company is also the companyID header of every call). */
export default function CodeStationEditorPage() {
  const [params] = useSearchParams();
  const { codeStation } = useConsoleActors();
  const { t } = useTranslation('codeStation');
  const companyId = params.get('companyId') ?? params.get('companyID') ?? params.get('id');
  if (!companyId) {
    return (
      <main className="code-station">
        <h1>{t('title')}</h1>
        <p role="alert">{t('noCompany')}</p>
        <Link href="/companies">{t('openCompanies')}</Link>
      </main>
    );
  }
  return <CodeStationEditor key={companyId} companyId={companyId} calls={codeStation} />;
}
