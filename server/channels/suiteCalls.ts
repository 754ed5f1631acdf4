import { suiteMessages } from '../../services/contracts/channels/suite';
import { SUITE_LOGIN_ERRORS, suiteCaptchaContent, suiteLoginContent, suitePoolsContent, suiteRefusal } from '../../services/contracts/channels/suiteProtocol';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { callProvider, type ProviderAnswer } from './adapters/providerHttp';
import { PROVIDER_TIMEOUT_MS } from './providerAccess';
import { isPublic } from './webChatSignInRequest';

export type SuiteCallDeps = Pick<AppDeps, 'config'> & { fetch?: typeof fetch };

/** The suite's word for a refused login, and the status and text the console shows for it (spec 02 section 8). */
const LOGIN_REFUSALS: Record<(typeof SUITE_LOGIN_ERRORS)[number], { status: number; message: string }> = {
  'Captcha Error': { status: 403, message: suiteMessages.captchaInvalid },
  password: { status: 401, message: suiteMessages.wrongPassword },
  notLoginForALongTime: { status: 405, message: suiteMessages.notLoggedInForLong },
};

/** No suite answered there, or it failed: 404 (nothing, or its own 404) or 500 (its 5xx). */
const noSuite = (answer?: ProviderAnswer) => new HttpError(answer && 'status' in answer && (answer.status ?? 0) >= 500 ? 500 : 404, suiteMessages.noSuiteAccount);

/**
 * One call to a suite backend: a timeout, no redirects and, unless private addresses are
 * allowed (developer mode), only public addresses: the on-premise address is typed by a user.
 */
async function suiteCall(deps: SuiteCallDeps, base: string, path: string, init: Parameters<typeof callProvider>[2] = {}): Promise<ProviderAnswer> {
  let url: URL;
  try {
    url = new URL(`${base}${path}`);
  } catch {
    throw noSuite();
  }
  const allowPrivate = deps.config.engineAllowPrivateAddresses ?? deps.config.devMode;
  if (!allowPrivate && !(await isPublic(url).catch(() => false))) throw noSuite();
  return callProvider({ fetch: deps.fetch ?? fetch, timeoutMs: PROVIDER_TIMEOUT_MS }, url.href, init);
}

/** GET {base}/Captcha: a key and the image of its text. */
export async function suiteCaptcha(deps: SuiteCallDeps, base: string): Promise<{ key: string; image: string }> {
  const answer = await suiteCall(deps, base, '/Captcha');
  const parsed = answer.kind === 'ok' ? suiteCaptchaContent.safeParse(answer.body) : undefined;
  if (!parsed?.success) throw noSuite(answer);
  return parsed.data.content;
}

/** POST {base}/Login?captchaKey=&captchaVal= with {username, password}: the agent token, or the refusal as the console shows it. */
export async function suiteLogin(deps: SuiteCallDeps, base: string, login: { username: string; password: string; captchaKey: string; captchaVal: string }): Promise<string> {
  const query = new URLSearchParams({ captchaKey: login.captchaKey, captchaVal: login.captchaVal });
  const answer = await suiteCall(deps, base, `/Login?${query.toString()}`, { method: 'POST', body: { username: login.username, password: login.password } });
  if (answer.kind === 'ok') {
    const parsed = suiteLoginContent.safeParse(answer.body);
    if (parsed.success) return parsed.data.content.token;
    throw noSuite();
  }
  const refusal = answer.kind === 'refused' && answer.status === 400 ? suiteRefusal.safeParse(answer.body) : undefined;
  const word = refusal?.success ? SUITE_LOGIN_ERRORS.find((error) => error === refusal.data.error) : undefined;
  const known = word ? LOGIN_REFUSALS[word] : undefined;
  if (known) throw new HttpError(known.status, known.message);
  throw noSuite(answer);
}

/** GET {base}/Pools with the agent token: the pools of the agent's suite company (a failure: the target cannot be found). */
export async function suitePools(deps: SuiteCallDeps, base: string, agentToken: string): Promise<{ id: string; name: string }[]> {
  const answer = await suiteCall(deps, base, '/Pools', { headers: { authorization: `Bearer ${agentToken}` } }).catch(() => undefined);
  const parsed = answer?.kind === 'ok' ? suitePoolsContent.safeParse(answer.body) : undefined;
  if (!parsed?.success) throw new HttpError(400, suiteMessages.targetNotFound);
  return parsed.data.content;
}
