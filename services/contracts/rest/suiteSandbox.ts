import { z } from 'zod';
import { suiteCaptchaContent, suiteLoginBody, suiteLoginContent, suiteLoginQuery, suitePoolsContent } from '../channels/suiteProtocol';
import { htmlPage, pathParams, type RestContracts } from './contract';

/**
 * The sign-in part of the customer-service suite's protocol (its shapes in
 * services/contracts/channels/suiteProtocol.ts, docs/channels-suite.md) as the developer-mode
 * sandbox under /sandbox/suite serves it, with the sandbox's own controls for tests and demos.
 */

/** How a sandbox agent is named: what an agent token can carry. */
const agentName = z.string().regex(/^[a-z0-9._-]{1,64}$/, 'username is 1 to 64 of a-z, 0-9, ".", "_" and "-".');

/**
 * Faults on demand (tests, demos): the next `times` calls answer `status` and/or only after
 * `delayMs`; with a username, only that agent's calls (its login, the pools of its token). A
 * captcha is asked for by no one in particular.
 */
export const suiteSandboxFaultForm = z
  .object({
    call: z.enum(['captcha', 'login', 'pools']),
    status: z.union([z.literal(404), z.literal(500)]).optional(),
    times: z.number().int().min(1).max(100).default(1),
    delayMs: z.number().int().min(0).max(120_000).default(0),
    username: agentName.optional(),
  })
  .refine((fault) => fault.call !== 'captcha' || fault.username === undefined, { message: 'A captcha call has no agent.', path: ['username'] });
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
export const suiteSandboxPoolRemoved = z.object({ username: z.string(), id: z.string() });

/** For the operator and browser tests: an agent added to a suite company (each browser test signs in as one of its own). */
export const suiteSandboxAccountForm = z.object({
  username: agentName,
  password: z.string().min(1, 'password is required.').max(200),
  companyId: z.string().trim().min(1, 'companyId is required.').max(64),
});
export const suiteSandboxAccountAdded = z.object({ username: z.string(), companyId: z.string() });

export const suiteSandboxRoutes = {
  'GET /sandbox/suite': { answer: htmlPage },
  'GET /sandbox/suite/Captcha': { answer: suiteCaptchaContent },
  'POST /sandbox/suite/Login': { query: suiteLoginQuery, body: suiteLoginBody, answer: suiteLoginContent },
  'GET /sandbox/suite/Pools': { answer: suitePoolsContent },
  'POST /sandbox/suite/control/faults': { body: suiteSandboxFaultForm, answer: suiteSandboxFaultSet },
  'POST /sandbox/suite/control/pools': { body: suiteSandboxPoolForm, answer: suiteSandboxPoolAdded },
  'DELETE /sandbox/suite/control/pools/:username/:id': { params: pathParams('username', 'id'), answer: suiteSandboxPoolRemoved },
  'POST /sandbox/suite/control/accounts': { body: suiteSandboxAccountForm, answer: suiteSandboxAccountAdded },
  'GET /sandbox/suite/control/captchas/:key': { params: pathParams('key'), answer: suiteSandboxCaptchaText },
} as const satisfies RestContracts;
