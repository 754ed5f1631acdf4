import type { KyInstance } from 'ky';
import { ANALYSIS_API } from './contracts/analysis';
import {
  assistantAnalysis,
  assistantAnalysisQuery,
  assistantSummaries,
  memberCompanies,
  type AssistantAnalysis,
  type AssistantAnalysisQuery,
  type AssistantSummaries,
  type MemberCompanies,
} from './contracts/assistantAnalysis';
import { restRead } from './designerData/rest';
import { http } from './http';

/**
 * The assistant analysis calls (spec 01 sections 2.2 and 2.16): the companies the user belongs
 * to, a company's assistants with their headline figures, and one assistant's figures. Answers
 * are checked against the contract; every failure is thrown as an ApiFailure.
 */

export type AssistantAnalysisCallOptions = { signal?: AbortSignal; client?: KyInstance };

export function fetchMemberCompanies({ signal, client = http }: AssistantAnalysisCallOptions = {}): Promise<MemberCompanies> {
  return restRead(client, `${ANALYSIS_API}/member-companies`, memberCompanies, { method: 'get', noCache: true, ...(signal ? { signal } : {}) });
}

export function fetchAssistantSummaries(companyId: string, { signal, client = http }: AssistantAnalysisCallOptions = {}): Promise<AssistantSummaries> {
  return restRead(client, `${ANALYSIS_API}/assistants`, assistantSummaries, {
    method: 'post',
    company: companyId,
    json: { companyId },
    noCache: true,
    ...(signal ? { signal } : {}),
  });
}

export function fetchAssistantAnalysis(query: AssistantAnalysisQuery, { signal, client = http }: AssistantAnalysisCallOptions = {}): Promise<AssistantAnalysis> {
  const json = assistantAnalysisQuery.parse(query);
  return restRead(client, `${ANALYSIS_API}/assistant`, assistantAnalysis, { method: 'post', json, noCache: true, ...(signal ? { signal } : {}) });
}
