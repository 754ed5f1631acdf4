import type { CodeBlockReport, CodeBlocksReport, CodeBlockUsageReport, RunCompany } from '../../../services/contracts/rest/codeStationReports';

type Through = { signal?: AbortSignal };

/** The code station reports: the user's companies with their runs, a company's code blocks, one block's runs, where a company's blocks are called. */
export type CodeStationReportCalls = {
  runCompanies(options?: Through): Promise<RunCompany[]>;
  codeBlocksReport(input: { companyId: string }, options?: Through): Promise<CodeBlocksReport>;
  codeBlockUsage(input: { companyId: string }, options?: Through): Promise<CodeBlockUsageReport>;
  codeBlockReport(input: { companyId: string; codeBlockId: string; page: number; pageSize: number }, options?: Through): Promise<CodeBlockReport>;
};
