import { reportExportMachine, type ReportExportContext } from '../../../machines/analysis/reportExport.machine';
import type { AiReportQuery } from '../../../services/contracts/analysis';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const exportQuery: AiReportQuery = { companyId: '00000000-0000-4000-8000-000000000001', startDate: '2026-11-16', endDate: '2026-11-22', timeZone: 'Europe/Istanbul' };

const events = [
  { type: 'REPORT_READY', query: exportQuery },
  { type: 'REPORT_CLEARED' },
  { type: 'EXPORT', format: 'xlsx' },
  { type: 'EXPORT', format: 'pdf' },
  { type: 'RETRY' },
  done('exportReport', undefined),
  failed('exportReport', httpFailure(500)),
  failed('exportReport', networkFailure),
];

export const reportExportModel: CatalogueEntry = {
  machine: reportExportMachine,
  appActions: [],
  scenarios: [{ name: 'an ADMIN downloads the AI report', input: { language: 'tr' }, events }],
  // What changes what export accepts next: whether a report is there and the chosen format.
  serialize: serializeWith(({ context }) => {
    const c = context as ReportExportContext;
    return [c.query !== null, c.format];
  }),
};
