import type { CreatedDataToken, DataToken, DataTokenScope } from '../../../services/contracts/dataStation';

type Through = { signal?: AbortSignal };

/** The data station: a company's API tokens (names and masked hints; a token in full only when created). */
export type DataStationCalls = {
  listTokens(input: { companyId: string }, options?: Through): Promise<{ tokens: DataToken[]; canWrite: boolean }>;
  createToken(input: { companyId: string; name: string; scope: DataTokenScope; expiresAt: string | null }, options?: Through): Promise<CreatedDataToken>;
  revokeToken(input: { companyId: string; id: string }, options?: Through): Promise<unknown>;
};
