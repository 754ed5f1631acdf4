import { z } from 'zod';
import { defineChannel } from './definition';
import { httpUrl } from './fields';

/**
 * The iOS app SDK channel (spec 02 sections 2, 3 and 7): created by name (smoochType IOS);
 * the CONFIGURATION tab sends the address of the uploaded p12 certificate.
 */
/** What the console shows when the provider refuses the certificate. */
export const iosMessages = { invalidCertificate: 'You are using invalid p12 file, please check your file again.' } as const;

export const ios = defineChannel({
  kind: 'ios',
  stored: { integrationType: 'Smooch', smoochType: 'IOS' },
  properties: z
    .object({
      certificateFileUrl: httpUrl().optional(),
    })
    .strict(),
  secrets: [],
  identifiedBy: [],
});
