import { z } from 'zod';

/** GET /healthz: the process answers, and whether the database does (503 with db 'unreachable' when not). */
export const healthAnswer = z.union([z.object({ status: z.literal('ok'), db: z.literal('ok') }), z.object({ status: z.literal('error'), db: z.literal('unreachable') })]);
export type HealthAnswer = z.infer<typeof healthAnswer>;
