import { z } from 'zod';
import { moduleSettings } from './common';
import { oneOf, textsByKey } from './fields';

/**
 * SUPPORT_AGENT, 'AI Agent (LLM)' (spec 03 sections 2.15, 3.2, 5.10, 9): the account
 * (partner), the agent and its exit functions, and the product button texts. Where an exit
 * function leads is the connection { optionID: 'function:<name>' }.
 */
export const AGENT_TYPES = ['support', 'shopping'] as const;
export const BUTTON_TEXT_MIN = 2;
export const BUTTON_TEXT_MAX = 20;
export const BUTTON_LOCALES_MAX = 20;

const between = (text: string) => text.length >= BUTTON_TEXT_MIN && text.length <= BUTTON_TEXT_MAX;

export const supportAgentSettings = moduleSettings({
  partnerName: z.string().optional(),
  agentId: z.string().optional(),
  agentVersionId: z.string().optional(),
  agentType: oneOf(AGENT_TYPES, 'The agent type is support or shopping.').optional(),
  /** The agent's function names; each may have an exit connection. */
  allExitFunctions: z.array(z.string()).optional(),
  /** Kept as stored (a new module has {}): exits are connections { optionID: 'function:<name>' }. */
  exitActions: textsByKey.optional(),
  /** Kept as stored (a new module has []): exits are connections { optionID: 'function:<name>' }. */
  functionConnections: z.array(z.looseObject({ id: z.string(), functionName: z.string() })).optional(),
  /** '' until it is typed (the save check asks for it); 2 to 20 characters. */
  defaultProductButtonText: z
    .string()
    .refine((text) => text === '' || between(text), 'Enter a Default Button Text between 2 and 20 characters to continue.')
    .optional(),
  /** Locale → button text, 2 to 20 characters each, at most 20 locales. */
  localizedButtonTexts: textsByKey
    .superRefine((texts, ctx) => {
      const entries = Object.entries(texts);
      if (entries.length > BUTTON_LOCALES_MAX) ctx.addIssue({ code: 'custom', message: `At most ${BUTTON_LOCALES_MAX} locales can be added.` });
      for (const [locale, text] of entries) {
        if (locale === '') ctx.addIssue({ code: 'custom', message: 'Select Locale to continue.' });
        else if (text === '') ctx.addIssue({ code: 'custom', path: [locale], message: 'Enter a Button Text to continue.' });
        else if (!between(text)) ctx.addIssue({ code: 'custom', path: [locale], message: 'Enter a Button Text between 2 and 20 characters to continue.' });
      }
    })
    .optional(),
});
export type SupportAgentSettings = z.infer<typeof supportAgentSettings>;
