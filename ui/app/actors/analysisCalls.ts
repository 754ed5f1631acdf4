import type { ReportCompany, ReportOptions, ReportVersion } from '../../../machines/analysis/reportFilter.rules';
import type { ExportRequest } from '../../../machines/analysis/reportExport.machine';
import type { AiReport, AiReportQuery } from '../../../services/contracts/analysis';

/**
 * AI reporting (spec 01 section 2.16): the companies where the user is ADMIN, what one
 * company's report can be narrowed by, the versions of chosen assistants, and the figures.
 */
export type AnalysisCalls = {
  loadCompanies(signal?: AbortSignal): Promise<ReportCompany[]>;
  loadOptions(input: { companyId: string }, signal?: AbortSignal): Promise<ReportOptions>;
  loadVersions(input: { botIds: string[] }, signal?: AbortSignal): Promise<ReportVersion[]>;
  loadReport(query: AiReportQuery, signal?: AbortSignal): Promise<AiReport>;
  /** Downloads the report as an XLS or PDF file and saves it. */
  exportReport(request: ExportRequest, signal?: AbortSignal): Promise<void>;
};
