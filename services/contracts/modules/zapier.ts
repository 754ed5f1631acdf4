import { z } from 'zod';
import { moduleSettings } from './common';

/** ZAPIER (spec 03 sections 2.15, 3.2): the zap the module runs. */
export const zapierSettings = moduleSettings({
  zapID: z.string().optional(),
});
export type ZapierSettings = z.infer<typeof zapierSettings>;
