import type { KyInstance } from 'ky';
import { suiteCaptchaAnswer, suiteHandoverChoice, suiteLoginAnswer, suitePoolList, type SuiteConnectLogin } from './contracts/rest/suiteConnect';
import { call, checkedJson, http } from './http';

/**
 * The suite form's REST calls (services/contracts/rest/suiteConnect.ts). They answer the suite's
 * own statuses (401 wrong password, 403 wrong captcha, ...), which the form shows itself: none
 * goes through the console's global handling of 401 and 403.
 */
export function createSuiteConnectClient(client: KyInstance) {
  const own = { context: { ownErrors: true } };
  return {
    captcha: (companyId: string, url: string | null, signal?: AbortSignal) =>
      call(() => checkedJson(client.get('channel/suite/captcha', { ...own, searchParams: url ? { url } : {}, headers: { companyID: companyId }, signal }), suiteCaptchaAnswer)),
    login: (companyId: string, login: SuiteConnectLogin, signal?: AbortSignal) =>
      call(() => checkedJson(client.post('channel/suite/login', { ...own, json: login, headers: { companyID: companyId }, signal }), suiteLoginAnswer)),
    pools: (channelId: string, signal?: AbortSignal) =>
      call(() => checkedJson(client.get(`channel/${encodeURIComponent(channelId)}/suite/pools`, { ...own, signal }), suitePoolList)),
    saveHandoverPool: (channelId: string, suiteHandoverPoolID: string, signal?: AbortSignal) =>
      call(() => checkedJson(client.put(`channel/${encodeURIComponent(channelId)}/suite/handover`, { ...own, json: { suiteHandoverPoolID }, signal }), suiteHandoverChoice)),
  };
}

export const suiteConnect = createSuiteConnectClient(http);
