import { z } from 'zod';

/**
 * GET /bot/oauth/project?projectName= and GET /bot/oauth/servicekey?projectId= (spec 02, the
 * Dialogflow wizard): opened in a popup, authenticated by the Authorization header or the
 * access_token query parameter. The popup's page posts its message to the console window;
 * with Accept: application/json the same message is the answer.
 */
/** The session's token, for a popup that cannot send headers (RFC 6750); anything but one text is no token. */
const accessToken = {
  access_token: z
    .unknown()
    .transform((value) => (typeof value === 'string' ? value : undefined))
    .optional(),
};

export const googleProjectQuery = z.object({
  ...accessToken,
  projectName: z
    .string({ error: 'Project name is required.' })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().min(1, 'Project name is required.').max(30, 'The project name is at most 30 characters.')),
});
export const googleServiceKeyQuery = z.object({
  ...accessToken,
  projectId: z
    .string({ error: 'Project id is required.' })
    .trim()
    .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'The project id is not valid.'),
});

export const GOOGLE_CLOUD_POPUP_KINDS = ['googleCloudProject', 'googleCloudServiceKey'] as const;
export type GoogleCloudPopupKind = (typeof GOOGLE_CLOUD_POPUP_KINDS)[number];

/** What the popup posts: the result, or the error in words. */
export const googleCloudPopupMessage = z.looseObject({
  type: z.enum(GOOGLE_CLOUD_POPUP_KINDS),
  projectName: z.string().optional(),
  projectId: z.string().optional(),
  /** The service-account key object. */
  key: z.unknown().optional(),
  error: z.string().optional(),
});
export type GoogleCloudPopupMessage = z.infer<typeof googleCloudPopupMessage>;
