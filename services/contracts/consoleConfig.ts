import { z } from 'zod';

/**
 * Settings the server hands to the console at run time (inside index.html), so one
 * build serves every deployment.
 */
export const consoleConfig = z.object({
  liveChatUrl: z.string().url().optional(),
  helpUrl: z.string().url().optional(),
  loginCaptchaThreshold: z.number().int().min(0).default(3),
  devMode: z.boolean().default(false),
  /** The deployment's cluster name (CLUSTER), e.g. GCP: the companies screen hides company creation there. */
  cluster: z.string().optional(),
  /** The user-role setting: new assistants only in companies where the user is ADMIN. */
  userRoleSetting: z.boolean().default(false),
  /** The template a first-time user's assistant is copied from. */
  firstTimeTemplateId: z.string().optional(),
});
export type ConsoleConfig = z.infer<typeof consoleConfig>;
