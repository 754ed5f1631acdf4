import { z } from 'zod';

/**
 * The sign-in session of a web chat visitor (webChatSignIn.ts), apart so that the messenger
 * keeps and sends it without carrying the sign-in's other contracts.
 */
export const SIGN_IN_SESSION_HEADER = 'x-sign-in-session';

/** Who signed in, as the conversation's variables will read it. */
export const signedInVisitor = z.object({
  id: z.string(),
  phone: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
});
export type SignedInVisitor = z.infer<typeof signedInVisitor>;

/** A signed session: sent back in SIGN_IN_SESSION_HEADER when a conversation starts. */
export const webChatSession = z.object({
  session: z.string().min(1),
  /** ISO time the session ends (the channel's tokenAge, 24 hours by default). */
  expiresAt: z.string(),
  visitor: signedInVisitor,
});
export type WebChatSession = z.infer<typeof webChatSession>;
