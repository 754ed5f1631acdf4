import { z } from 'zod';
import { moduleSettings } from './common';
import { oneOf } from './fields';

/**
 * HANDOVER, 'Forward To Human' (spec 03 sections 2.11, 3.2; docs/module-settings.md): to the
 * channel's own agents, to the console's agents, or to a contact center integration and
 * one of its departments.
 */
export const HANDOVER_MODES = ['channel', 'internal', 'contactCenter'] as const;
export type HandoverMode = (typeof HANDOVER_MODES)[number];

/** Spellings of the modes in flows of format 1 (spec 2.11 names them external, INTERNAL, CONTACT_CENTER). */
export const HANDOVER_MODE_ALIASES: Readonly<Record<string, HandoverMode>> = {
  external: 'channel',
  INTERNAL: 'internal',
  CONTACT_CENTER: 'contactCenter',
};

/** A handover's stored settings of format 1 as format 2 keeps them: the mode spelled as stored now, the rest as it is. */
export function handoverSettingsOfFormat1(settings: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const mode = settings['mode'];
  const renamed = typeof mode === 'string' && Object.hasOwn(HANDOVER_MODE_ALIASES, mode) ? HANDOVER_MODE_ALIASES[mode] : undefined;
  return renamed === undefined ? settings : { ...settings, mode: renamed };
}

export const handoverSettings = moduleSettings({
  /** internal when not stored. */
  mode: oneOf(HANDOVER_MODES, 'The handover mode is channel, internal or contactCenter.').optional(),
  contactCenterIntegrationId: z.string().optional(),
  departmentID: z.string().optional(),
  departmentName: z.string().optional(),
});
export type HandoverSettings = z.infer<typeof handoverSettings>;
