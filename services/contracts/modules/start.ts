import type { z } from 'zod';
import { moduleSettings } from './common';

/** START (spec 03 section 2.15: minimal settings): where every conversation begins; its next module is its connection. */
export const startSettings = moduleSettings({});
export type StartSettings = z.infer<typeof startSettings>;
