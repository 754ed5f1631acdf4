import { z } from 'zod';
import { keyValueRow, oneOf, textUpTo } from './fields';

/**
 * The side menu's fields every module type keeps in `settings` (spec 03 sections 2.2, 3.1
 * and 5.11; docs/module-settings.md), all optional. id, type, name, position, connections,
 * fallback, fallbackCount and delay are fields of the module itself, not of its settings.
 */
export const NOTES_MAX = 2000;
export const IDENTIFIERS = ['em', 'pn'] as const;

/** A keyword group: keywords that lead to a target module (`value`, '' until one is chosen). */
export const keywordsGroup = z.looseObject({
  keywords: z.array(z.string()),
  action: z.string().optional(),
  value: z.string(),
});
export type KeywordsGroup = z.infer<typeof keywordsGroup>;

export const commonSettingsShape = {
  /** Notes. */
  tags: textUpTo(NOTES_MAX, 'Notes are at most 2000 characters.').optional(),
  /** The company's conversation tags the module sets. */
  conversationTags: z.array(z.string()).optional(),
  keywordsGroups: z.array(keywordsGroup).optional(),
  /** Said when a reply is invalid. */
  errorMessage: z.string().optional(),
  /** The parameter a reply is kept in (selection) or the developer parameter (message, handover). */
  inputParam: z.string().optional(),
  metadata: z.array(keyValueRow).optional(),
  /** Identifier Parameter (logic) and IDENTIFICATION inputs: Email (em) or Phone Number (pn). */
  identifier: oneOf(IDENTIFIERS, 'The identifier is em (Email) or pn (Phone Number).').optional(),
  identificationParam: z.string().optional(),
};

/**
 * The settings of one module type: the common fields merged with the type's own. Keys the
 * schema does not name are kept as they are, so nothing stored is lost by parsing (older
 * fields, fields a newer designer added).
 */
export const moduleSettings = <Shape extends z.ZodRawShape>(shape: Shape) => z.looseObject({ ...commonSettingsShape, ...shape });

/** The settings of a type with nothing of its own (START, GENERIC). */
export const commonSettings = moduleSettings({});
export type CommonSettings = z.infer<typeof commonSettings>;
