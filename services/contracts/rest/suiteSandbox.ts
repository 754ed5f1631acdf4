import { z } from 'zod';
import { suiteCaptchaContent, suiteLoginBody, suiteLoginContent, suiteLoginQuery, suitePoolsContent } from '../channels/suiteProtocol';
import { htmlPage, pathParams, type RestContracts } from './contract';

/**
 * The sign-in part of the customer-service suite's protocol (its shapes in
 * services/contracts/channels/suiteProtocol.ts, docs/channels-suite.md) as the developer-mode
 * sandbox under /sandbox/suite serves it, with the sandbox's own controls for tests and demos.
 */

/** Faults on demand (tests, demos): the next `times` calls answer `status` and/or only after `delayMs`. */
export const suiteSandboxFaultForm = z.object({
  call: z.enum(['captcha', 'login', 'pools']),
  status: z.union([z.literal(404), z.literal(500)]).optional(),
  times: z.number().int().min(1).max(100).default(1),
  delayMs: z.number().int().min(0).max(120_000).default(0),
});
export const suiteSandboxFaultSet = z.object({ call: z.string(), waiting: z.number() });

/** For browser tests only (the operator's): the text a captcha's image shows. */
export const suiteSandboxCaptchaText = z.object({ text: z.string() });

/** For the operator and browser tests: a pool added to a sandbox account (each browser test connects a pool of its own). */
export const suiteSandboxPoolForm = z.object({
  username: z.string().trim().min(1, 'username is required.').max(64),
  id: z.string().trim().min(1, 'id is required.').max(100),
  name: z.string().trim().min(1, 'name is required.').max(100),
});
export const suiteSandboxPoolAdded = z.object({ username: z.string(), id: z.string(), name: z.string() });

export const suiteSandboxRoutes = {
  'GET /sandbox/suite': { answer: htmlPage },
  'GET /sandbox/suite/Captcha': { answer: suiteCaptchaContent },
  'POST /sandbox/suite/Login': { query: suiteLoginQuery, body: suiteLoginBody, answer: suiteLoginContent },
  'GET /sandbox/suite/Pools': { answer: suitePoolsContent },
  'POST /sandbox/suite/control/faults': { body: suiteSandboxFaultForm, answer: suiteSandboxFaultSet },
  'POST /sandbox/suite/control/pools': { body: suiteSandboxPoolForm, answer: suiteSandboxPoolAdded },
  'GET /sandbox/suite/control/captchas/:key': { params: pathParams('key'), answer: suiteSandboxCaptchaText },
} as const satisfies RestContracts;
