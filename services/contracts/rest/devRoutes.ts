import { htmlPage, redirectAnswer, type RestContracts } from './contract';
import { latestMailQuery, mailboxAnswer, mailboxEntry, sandboxAllowForm, sandboxAuthorizeQuery, sandboxToken, sandboxTokenForm, sandboxUserInfo } from './dev';
import { healthAnswer } from './health';

/** The health check, and the developer-mode routes under /dev (registered only in developer mode). */
export const devRoutes = {
  'GET /healthz': { answer: healthAnswer },
  'GET /dev/mailbox': { answer: mailboxAnswer },
  'GET /dev/mailbox/latest': { query: latestMailQuery, answer: mailboxEntry },
  'GET /dev/oauth/google/authorize': { query: sandboxAuthorizeQuery, answer: htmlPage },
  'POST /dev/oauth/google/authorize': { body: sandboxAllowForm, answer: redirectAnswer },
  'POST /dev/oauth/google/token': { body: sandboxTokenForm, answer: sandboxToken },
  'GET /dev/oauth/google/userinfo': { answer: sandboxUserInfo },
} as const satisfies RestContracts;
