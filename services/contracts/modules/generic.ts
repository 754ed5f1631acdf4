import type { z } from 'zod';
import { moduleSettings } from './common';

/**
 * GENERIC (spec 03 section 2.1): the generic block an unknown module type falls back to.
 * It names no fields of its own; whatever it holds is kept as stored.
 */
export const genericSettings = moduleSettings({});
export type GenericSettings = z.infer<typeof genericSettings>;
