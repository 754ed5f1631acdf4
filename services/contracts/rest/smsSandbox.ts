import { z } from 'zod';
import { htmlPage, type RestContracts } from './contract';

/** Which texts to list: those to one number, or all. */
export const smsSandboxQuery = z.object({ to: z.string().max(40).optional() });

/** The texts the SMS sandbox received, newest first. */
export const smsSandboxMessages = z.object({
  messages: z.array(z.object({ to: z.string(), text: z.string(), at: z.string() })),
});

/** The SMS sandbox of developer mode: its phone page and the texts it received. */
export const smsSandboxRoutes = {
  'GET /sandbox/sms': { answer: htmlPage },
  'GET /sandbox/sms/messages': { query: smsSandboxQuery, answer: smsSandboxMessages },
} as const satisfies RestContracts;
