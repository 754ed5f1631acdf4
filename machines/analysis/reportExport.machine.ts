import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AiReportQuery, ReportExportFormat } from '../../services/contracts/analysis';
import { actorError } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import { commonTexts, type TextRef } from '../shared/text';

/**
 * Downloading the AI report (spec 01 section 2.16: PDF and XLS, a tooltip when export is
 * disabled, a note that exported data may differ while conversations are in progress). Export
 * is disabled, with the reason, until the page has generated a report; then either format can
 * be downloaded for the same filter; a failed download can be tried again. A new filter
 * (another report, or none) resets it. The side effect is the actor the screen provides:
 * exportReport (asks the server for the file and saves it).
 */

export type ReportExportInput = { language: string };
export type ReportExportContext = {
  language: string;
  query: AiReportQuery | null;
  format: ReportExportFormat | null;
  error: TextRef | null;
};
export type ReportExportEvent = { type: 'REPORT_READY'; query: AiReportQuery } | { type: 'REPORT_CLEARED' } | { type: 'EXPORT'; format: ReportExportFormat } | { type: 'RETRY' };

export const reportExportTexts = {
  exportXls: 'analysis.export.xls',
  exportPdf: 'analysis.export.pdf',
  exporting: 'analysis.export.exporting',
  done: 'analysis.export.done',
  disabled: 'analysis.export.disabled',
  note: 'analysis.report.exportNote',
  retry: 'analysis.report.retry',
  failed: commonTexts.other,
} as const;

export type ExportRequest = { query: AiReportQuery; format: ReportExportFormat; language: string };

export const reportExportMachine = setup({
  types: {} as { context: ReportExportContext; events: ReportExportEvent; input: ReportExportInput },
  actors: {
    exportReport: fromPromise<void, ExportRequest>(async () => {
      throw new Error('exportReport is provided by the screen');
    }),
  },
}).createMachine({
  id: 'reportExport',
  context: ({ input }) => ({ language: input.language, query: null, format: null, error: null }),
  initial: 'disabled',
  on: {
    REPORT_READY: {
      target: '.idle',
      actions: assign({
        query: ({ event }) => {
          assertEvent(event, 'REPORT_READY');
          return event.query;
        },
        format: null,
        error: null,
      }),
    },
    REPORT_CLEARED: { target: '.disabled', actions: assign({ query: null, format: null, error: null }) },
  },
  states: {
    /** No report generated yet (or the filter changed since): the buttons say why they are off. */
    disabled: {},
    idle: { on: { EXPORT: { target: 'exporting', actions: assign({ format: ({ event }) => event.format, error: null }) } } },
    exporting: {
      invoke: {
        id: 'exportReport',
        src: 'exportReport',
        input: ({ context }) => ({ query: context.query!, format: context.format!, language: context.language }),
        onDone: { target: 'done' },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(actorError(event), reportExportTexts.failed) }) },
      },
    },
    done: { on: { EXPORT: { target: 'exporting', actions: assign({ format: ({ event }) => event.format, error: null }) } } },
    failed: {
      on: {
        RETRY: { target: 'exporting', actions: assign({ error: null }) },
        EXPORT: {
          target: 'exporting',
          actions: assign({
            format: ({ event }) => {
              assertEvent(event, 'EXPORT');
              return event.format;
            },
            error: null,
          }),
        },
      },
    },
  },
});
