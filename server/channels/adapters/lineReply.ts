import { z } from 'zod';

/**
 * How a LINE message is answered: the reply token LINE gave with the event (usable once, for a
 * short while) and the time (ISO) until which this console still uses it (lineParse.ts
 * REPLY_TOKEN_USE_MS); later, the reply goes as a push message (lineSend.ts).
 */
export const lineReplyContext = z.object({ kind: z.literal('line'), token: z.string(), usableUntil: z.string() });
export type LineReplyContext = z.infer<typeof lineReplyContext>;
