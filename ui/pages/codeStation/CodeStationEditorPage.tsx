import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { useSearchParams } from 'react-router-dom';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { CodeStationEditor } from './CodeStationEditor';
import './codeStation.css';

/** /code-station-editor?companyId=&functionId=: the company's code blocks (the company is also the companyID header of every call), opened at one block when the link names it. */
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
  const functionId = params.get('functionId') ?? undefined;
  return <CodeStationEditor key={`${companyId}/${functionId ?? ''}`} companyId={companyId} functionId={functionId} calls={codeStation} />;
}
