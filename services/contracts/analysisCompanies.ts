import { z } from 'zod';

/**
 * GET {ANALYSIS_API}/admin-companies (services/contracts/analysis.ts): the companies where the
 * signed-in user is ADMIN, the only ones AI reporting can be read for (spec 01 sections 2.16 and 6).
 */
export const adminCompanies = z.array(z.object({ id: z.string().min(1), name: z.string() }));
export type AdminCompanies = z.infer<typeof adminCompanies>;
