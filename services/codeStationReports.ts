import type { KyInstance } from 'ky';
import { z } from 'zod';
import {
  codeBlockReport,
  codeBlocksReport,
  codeBlockUsageReport,
  CODE_STATION_REPORTS_API,
  runCompany,
  type CodeBlockReport,
  type CodeBlocksReport,
  type CodeBlockUsageReport,
  type RunCompany,
} from './contracts/rest/codeStationReports';
import { restRead } from './designerData/rest';
import { http } from './http';

type Call = { signal?: AbortSignal };

/**
 * The code station reports' calls (services/contracts/rest/codeStationReports.ts): the user's
 * companies with their runs, one company's code blocks with their figures, and one page of a
 * block's runs with its runs per day, and where the company's blocks are called. Every failure is thrown as an ApiFailure.
 */
export function createCodeStationReportCalls(client: KyInstance = http) {
  return {
    runCompanies: ({ signal }: Call = {}): Promise<RunCompany[]> => restRead(client, `${CODE_STATION_REPORTS_API}/companies`, z.array(runCompany), signal ? { signal } : {}),
    codeBlocksReport: ({ companyId }: { companyId: string }, { signal }: Call = {}): Promise<CodeBlocksReport> =>
      restRead(client, `${CODE_STATION_REPORTS_API}/code-blocks`, codeBlocksReport, { company: companyId, searchParams: { companyId }, ...(signal ? { signal } : {}) }),
    codeBlockUsage: ({ companyId }: { companyId: string }, { signal }: Call = {}): Promise<CodeBlockUsageReport> =>
      restRead(client, `${CODE_STATION_REPORTS_API}/usage`, codeBlockUsageReport, { company: companyId, searchParams: { companyId }, ...(signal ? { signal } : {}) }),
    codeBlockReport: (query: { companyId: string; codeBlockId: string; page: number; pageSize: number }, { signal }: Call = {}): Promise<CodeBlockReport> =>
      restRead(client, `${CODE_STATION_REPORTS_API}/runs`, codeBlockReport, {
        company: query.companyId,
        searchParams: { companyId: query.companyId, codeBlockId: query.codeBlockId, page: String(query.page), pageSize: String(query.pageSize) },
        ...(signal ? { signal } : {}),
      }),
  };
}

export type CodeStationReportCalls = ReturnType<typeof createCodeStationReportCalls>;
