import { z } from 'zod';
import { channelUsageHeaders } from './channelUsage';
import { pathParams, type RestContracts } from './contract';

/**
 * Connecting a suite from the console (spec 02 sections 4, 7 and 8), each in the caller's
 * company (companyID header) or the channel's: the captcha of a suite (`url`, else the cloud
 * suite; the answer says which address it came from), the login that gives the agent token
 * (username and password with spaces taken out; refused with the spec's statuses: 404/500 no
 * suite there, 402 already integrated, 401 wrong password, 403 wrong captcha, 405 dormant), and
 * on update the pools of the channel's suite and the handover pool chosen (400: not found).
 */
export const suiteCaptchaQuery = z.object({ url: z.string().trim().max(2083).optional() });
export const suiteCaptchaAnswer = z.object({ key: z.string(), image: z.string(), url: z.string() });
export type SuiteCaptcha = z.infer<typeof suiteCaptchaAnswer>;

export const suiteConnectLogin = z.object({
  /** The on-premise suite's address; none for the cloud suite. */
  url: z.string().trim().max(2083).optional(),
  username: z.string().max(200),
  password: z.string().max(200),
  captchaKey: z.string().max(200),
  captchaVal: z.string().max(50),
  suiteCompanyId: z.string().trim().min(1, 'suiteCompanyId is required.').max(100),
  suitePoolId: z.string().trim().min(1, 'suitePoolId is required.').max(100),
});
export type SuiteConnectLogin = z.infer<typeof suiteConnectLogin>;
export const suiteLoginAnswer = z.object({ suiteAgentToken: z.string() });

export const suitePoolList = z.array(z.object({ id: z.string(), name: z.string() }));
export type SuitePoolChoice = z.infer<typeof suitePoolList>[number];
export const suiteHandoverChoice = z.object({ suiteHandoverPoolID: z.string().trim().min(1, 'suiteHandoverPoolID is required.').max(100) });

export const suiteConnectRoutes = {
  'GET /channel/suite/captcha': { query: suiteCaptchaQuery, headers: channelUsageHeaders, answer: suiteCaptchaAnswer },
  'POST /channel/suite/login': { headers: channelUsageHeaders, body: suiteConnectLogin, answer: suiteLoginAnswer },
  'GET /channel/:id/suite/pools': { params: pathParams('id'), answer: suitePoolList },
  'PUT /channel/:id/suite/handover': { params: pathParams('id'), body: suiteHandoverChoice, answer: suiteHandoverChoice },
} as const satisfies RestContracts;
