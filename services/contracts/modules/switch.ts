import { z } from 'zod';
import { moduleSettings } from './common';

/** The version a SWITCH forwards to when no particular one is chosen. */
export const LATEST_VERSION = 'latest';

/** SWITCH, 'Forward To Bot' (spec 03 sections 2.12, 3.2): the assistant and its version; the connection is the plain next one. */
export const switchSettings = moduleSettings({
  botID: z.string().optional(),
  /** A version id, or 'latest'. */
  version: z.string().optional(),
});
export type SwitchSettings = z.infer<typeof switchSettings>;
