import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { assistantListMachine } from '../../../machines/analysis/assistantList.machine';
import type { AnalysisCalls } from '../../app/actors/analysisCalls';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { formatNumber, formatShare } from '../../charts/format';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { LoadError } from '../../kit/LoadError';
import { SelectField } from '../../kit/SelectField';
import { useText } from '../../kit/useText';
import './analysis.css';

/** The assistants list machine with the server calls given. */
export function assistantListLogic(calls: AnalysisCalls) {
  return assistantListMachine.provide({
    actors: {
      loadCompanies: fromPromise(({ signal }) => calls.loadMemberCompanies(signal)),
      loadAssistants: fromPromise(({ input, signal }) => calls.loadAssistants(input, signal)),
    },
  });
}

/** Where one assistant's analysis opens: all versions without a version. */
export const analyzeHref = (botId: string, versionId?: string) =>
  `/assistant-analyze?${new URLSearchParams({ id: botId, ...(versionId ? { version: versionId } : {}) }).toString()}`;

/** /assistant-analysis (spec 01 sections 2.2 and 2.16): a company's assistants and versions with their last 30 days' figures, each leading to its analysis. */
export default function AssistantAnalysisPage() {
  const { t, i18n } = useTranslation('analysis');
  const text = useText(['analysis', 'common']);
  const { analysis } = useConsoleActors();
  const [logic] = useState(() => assistantListLogic(analysis));
  const list = useActorRef(logic);
  const snapshot = useSelector(list, (s) => s);
  const { context } = snapshot;
  const language = i18n.language;
  const share = (value: number | null) => (value === null ? t('assistants.analyze.none') : formatShare(value, language));
  const failed = snapshot.matches('companiesFailed') || snapshot.matches('assistantsFailed');
  const rows = context.assistants.flatMap((a) => [
    { key: a.id, name: a.name, version: t('assistants.list.allVersions'), conversations: a.conversations, fallbackRate: a.fallbackRate, href: analyzeHref(a.id), all: true },
    ...a.versions.map((v) => ({
      key: `${a.id}-${v.id}`,
      name: a.name,
      version: v.name,
      conversations: v.conversations,
      fallbackRate: v.fallbackRate,
      href: analyzeHref(a.id, v.id),
      all: false,
    })),
  ]);

  return (
    <section className="assistant-analysis" dir={i18n.dir()} aria-labelledby="assistant-analysis-title">
      <h1 id="assistant-analysis-title" className="page-title">
        {t('assistants.list.title')}
      </h1>
      {snapshot.matches('loadingCompanies') || snapshot.matches('loadingAssistants') ? <p role="status">{t('assistants.list.loading')}</p> : null}
      {failed ? <LoadError message={text(context.error)} retryLabel={t('assistants.list.retry')} onRetry={() => list.send({ type: 'RETRY' })} /> : null}
      {snapshot.matches('noCompanies') ? <p role="status">{t('assistants.list.noCompanies')}</p> : null}
      {context.companies.length > 1 ? (
        <div className="panel report-filter">
          <SelectField
            label={t('assistants.list.company')}
            placeholder={t('assistants.list.companyPlaceholder')}
            options={context.companies.map((c) => ({ id: c.id, label: c.name }))}
            value={context.companyId}
            onChange={(companyId) => list.send({ type: 'COMPANY_CHOSEN', companyId })}
          />
        </div>
      ) : null}
      {snapshot.matches('noAssistants') ? <p role="status">{t('assistants.list.noAssistants')}</p> : null}
      {snapshot.matches('listing') ? (
        <table className="figure-table assistant-list">
          <caption>{t('assistants.list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('assistants.list.assistant')}</th>
              <th scope="col">{t('assistants.list.version')}</th>
              <th scope="col">{t('assistants.list.conversations')}</th>
              <th scope="col">{t('assistants.list.fallbackRate')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('assistants.list.analyze')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.all ? 'assistant-row' : 'version-row'}>
                <th scope="row">{row.name}</th>
                <td>{row.version}</td>
                <td>{formatNumber(row.conversations, language)}</td>
                <td>{share(row.fallbackRate)}</td>
                <td>
                  <Link href={row.href} aria-label={`${t('assistants.list.analyze')}: ${row.name} – ${row.version}`}>
                    {t('assistants.list.analyze')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
