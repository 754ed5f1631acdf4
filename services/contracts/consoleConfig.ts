// zod's tree-shakable build: the console reads these settings before its first render, so they
// must not bring the whole of zod into the first bundle (about 25 KiB gzip).
import * as z from 'zod/mini';

/**
 * Settings the server hands to the console at run time (inside index.html), so one
 * build serves every deployment.
 */
export const consoleConfig = z.object({
  liveChatUrl: z.optional(z.url()),
  helpUrl: z.optional(z.url()),
  loginCaptchaThreshold: z._default(z.int().check(z.minimum(0)), 3),
  devMode: z._default(z.boolean(), false),
  /** The deployment's cluster name (CLUSTER), e.g. GCP: the companies screen hides company creation there. */
  cluster: z.optional(z.string()),
  /** The user-role setting: new assistants only in companies where the user is ADMIN. */
  userRoleSetting: z._default(z.boolean(), false),
  /** The template a first-time user's assistant is copied from. */
  firstTimeTemplateId: z.optional(z.string()),
});
export type ConsoleConfig = z.infer<typeof consoleConfig>;

/** The id of the JSON script element that carries the settings. */
export const CONSOLE_CONFIG_ELEMENT_ID = 'console-config';
