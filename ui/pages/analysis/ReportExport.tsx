import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { reportExportMachine, reportExportTexts } from '../../../machines/analysis/reportExport.machine';
import type { AiReportQuery } from '../../../services/contracts/analysis';
import type { AnalysisCalls } from '../../app/actors/analysisCalls';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { Button } from '../../kit/Button';
import { useText } from '../../kit/useText';

/** The export machine with the page's download call. */
export function reportExportLogic(calls: AnalysisCalls) {
  return reportExportMachine.provide({ actors: { exportReport: fromPromise(({ input, signal }) => calls.exportReport(input, signal)) } });
}

/**
 * Spec 01 section 2.16: export the generated report as XLS or PDF; disabled, saying why, until a
 * report is generated (and again when the filter changes); the note that exported data may
 * differ while conversations are in progress beside the buttons.
 */
export function ReportExport({ calls, query }: { calls: AnalysisCalls; query: AiReportQuery | null }) {
  const { t, i18n } = useTranslation('analysis');
  const text = useText(['analysis', 'common']);
  const [logic] = useState(() => reportExportLogic(calls));
  const actor = useActorRef(logic, { input: { language: i18n.language.slice(0, 2) } });
  const snapshot = useSelector(actor, (s) => s);
  const reasonId = useId();
  const key = query ? JSON.stringify(query) : null;
  useEffect(() => {
    actor.send(query ? { type: 'REPORT_READY', query } : { type: 'REPORT_CLEARED' });
    // The query object changes identity on every render of the page; its content is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, key]);
  const disabled = snapshot.matches('disabled');
  const button = (format: 'xlsx' | 'pdf', label: string) => (
    <Button
      variant="secondary"
      isDisabled={!snapshot.can({ type: 'EXPORT', format })}
      aria-describedby={disabled ? reasonId : undefined}
      onPress={() => actor.send({ type: 'EXPORT', format })}
    >
      {t(label.replace('analysis.', ''))}
    </Button>
  );
  return (
    <section className="panel report-export" aria-label={t('export.title')}>
      <div className="report-export-buttons" title={disabled ? t('export.disabled') : undefined}>
        {button('xlsx', reportExportTexts.exportXls)}
        {button('pdf', reportExportTexts.exportPdf)}
      </div>
      {disabled ? (
        <p id={reasonId} role="tooltip" className="report-export-reason">
          {t('export.disabled')}
        </p>
      ) : null}
      <p className="report-export-note">{t('report.exportNote')}</p>
      {snapshot.matches('exporting') ? <p role="status">{t('export.exporting')}</p> : null}
      {snapshot.matches('done') ? <p role="status">{t('export.done')}</p> : null}
      {snapshot.matches('failed') ? (
        <p role="alert" className="banner banner-error">
          {text(snapshot.context.error)}{' '}
          <Button variant="link" onPress={() => actor.send({ type: 'RETRY' })}>
            {t('report.retry')}
          </Button>
        </p>
      ) : null}
    </section>
  );
}
