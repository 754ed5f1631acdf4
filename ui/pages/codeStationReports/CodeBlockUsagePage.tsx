import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { CodeBlockUse, CodeBlockUsageReport } from '../../../services/contracts/rest/codeStationReports';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { LoadError } from '../../kit/LoadError';
import { useResource } from '../../kit/useResource';
import { useText } from '../../kit/useText';
import { CompanyScopedPage } from '../companies/CompanyScopedPage';
import './codeStationReports.css';

/** The designer at the module that makes the call, in the version that has it. */
export const designerLinkOf = (use: CodeBlockUse) =>
  `/chatbot-designer?id=${encodeURIComponent(use.botId)}&version=${encodeURIComponent(use.versionId)}&module=${encodeURIComponent(use.moduleId)}`;

function UsesTable({ uses, caption }: { uses: readonly CodeBlockUse[]; caption: string }) {
  const { t } = useTranslation('codeStationReports');
  const versionOf = (use: CodeBlockUse) => {
    const roles = [use.live ? t('usage.live') : null, use.latest ? t('usage.latest') : null].filter(Boolean).join(', ');
    return roles ? t('usage.versionWith', { version: use.versionName, roles }) : use.versionName;
  };
  return (
    <table className="code-report-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('usage.assistant')}</th>
          <th scope="col">{t('usage.version')}</th>
          <th scope="col">{t('usage.module')}</th>
          <th scope="col">{t('usage.blockVersion')}</th>
        </tr>
      </thead>
      <tbody>
        {uses.map((use) => (
          <tr key={`${use.versionId}/${use.moduleId}`}>
            <td>
              <bdi>{use.botName}</bdi>
            </td>
            <td>{versionOf(use)}</td>
            <th scope="row">
              <Link href={designerLinkOf(use)} aria-label={t('usage.openModule', { module: use.moduleName || use.moduleId, assistant: use.botName })}>
                <bdi>{use.moduleName || use.moduleId}</bdi>
              </Link>
            </th>
            <td>{use.blockVersion ?? t('usage.newestBlockVersion')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Usage({ report }: { report: CodeBlockUsageReport }) {
  const { t } = useTranslation('codeStationReports');
  if (report.blocks.length === 0 && report.missing.length === 0) {
    return (
      <p>
        {t('blocks.empty')} <Link href={`/code-station-editor?companyId=${encodeURIComponent(report.companyId)}`}>{t('blocks.openEditor')}</Link>
      </p>
    );
  }
  return (
    <>
      {report.blocks.map((block) => (
        <section key={block.codeBlockId} className="code-usage-block" aria-labelledby={`usage-${block.codeBlockId}`}>
          <h2 id={`usage-${block.codeBlockId}`}>
            <bdi dir="ltr">{block.name}</bdi>
          </h2>
          <Link href={`/analysis/code-station-report?codeBlockId=${encodeURIComponent(block.codeBlockId)}&companyId=${encodeURIComponent(report.companyId)}`}>
            {t('usage.runsOf', { block: block.name })}
          </Link>
          {block.uses.length ? <UsesTable uses={block.uses} caption={t('usage.callersOf', { block: block.name })} /> : <p>{t('usage.unused')}</p>}
        </section>
      ))}
      {report.missing.length ? (
        <section className="code-usage-block" aria-labelledby="usage-missing">
          <h2 id="usage-missing">{t('usage.missingTitle')}</h2>
          <p>{t('usage.missingIntro')}</p>
          <UsesTable uses={report.missing} caption={t('usage.missingTitle')} />
        </section>
      ) : null}
    </>
  );
}

function CompanyUsage({ companyId }: { companyId: string }) {
  const { t } = useTranslation('codeStationReports');
  const text = useText(['codeStationReports', 'common']);
  const { codeStationReports } = useConsoleActors();
  const usage = useResource<CodeBlockUsageReport, { companyId: string }>({ companyId }, (query, signal) => codeStationReports.codeBlockUsage(query, { signal }));
  if (usage.status === 'failed') return <LoadError message={text(usage.error)} retryLabel={t('retry')} onRetry={usage.reload} />;
  if (!usage.data) return <p role="status">{t('loading')}</p>;
  return <Usage report={usage.data} />;
}

/**
 * /code-station-integration?companyId= (docs/pages.md): where the company's code blocks are
 * called, module by module, in each assistant's live and newest version, each module a link
 * to it in the designer; and the modules that call a block the company no longer has.
 */
export default function CodeBlockUsagePage() {
  const { t } = useTranslation('codeStationReports');
  return (
    <CompanyScopedPage title={t('usage.title')} intro={<p>{t('usage.intro')}</p>}>
      {(companyId) => <CompanyUsage key={companyId} companyId={companyId} />}
    </CompanyScopedPage>
  );
}
