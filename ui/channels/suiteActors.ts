import type { SuiteLoginRequest } from '../../machines/channels/forms/suiteConnect.machine';
import type { SuiteCaptcha, SuitePoolChoice } from '../../services/contracts/rest/suiteConnect';

/** The suite form's own calls (src/app/suiteActors.ts in the browser). */
export type SuiteActors = {
  fetchSuiteCaptcha(input: { companyId: string; url: string | null }, signal?: AbortSignal): Promise<SuiteCaptcha>;
  suiteLogin(input: SuiteLoginRequest, signal?: AbortSignal): Promise<{ suiteAgentToken: string }>;
  loadSuitePools(input: { channelId: string }, signal?: AbortSignal): Promise<SuitePoolChoice[]>;
  saveSuiteHandoverPool(input: { channelId: string; suiteHandoverPoolID: string }, signal?: AbortSignal): Promise<unknown>;
};
