import { z } from 'zod';

/**
 * A company's integrations overview (/integration-profile, docs/pages.md): each channel of the
 * company with its kind, status, assistant, creation date and last activity (the newest
 * conversation's last message or start on it; null when it never had one).
 */
export const INTEGRATION_PROFILE_API = '/core/v1/integration-profile';

export const integrationSummary = z.object({
  id: z.string(),
  name: z.string(),
  integrationType: z.string(),
  /** The channel form's kind; null for a type the console has no form for. */
  kind: z.string().nullable(),
  status: z.string(),
  botName: z.string().nullable(),
  createdAt: z.string(),
  lastActivityAt: z.string().nullable(),
});
export type IntegrationSummary = z.infer<typeof integrationSummary>;

export const integrationOverview = z.object({ integrations: z.array(integrationSummary) });
export type IntegrationOverview = z.infer<typeof integrationOverview>;
