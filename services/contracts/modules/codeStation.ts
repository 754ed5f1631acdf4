import { z } from 'zod';
import { moduleSettings } from './common';
import { keyValueRows } from './fields';

/**
 * CODESTATION (spec 03 sections 2.7, 3.2, 5.5): a code block, one of its versions and the
 * parameters passed to it (unique keys); the connection is the plain next one.
 */
export const codeStationSettings = moduleSettings({
  functionId: z.string().optional(),
  functionVersion: z.string().optional(),
  parameter: keyValueRows().optional(),
});
export type CodeStationSettings = z.infer<typeof codeStationSettings>;
