import type { SecretList, SecretSummary } from '../../../services/contracts/secrets';

type Through = { signal?: AbortSignal };
type Secret = { companyId: string; id: string };

/** The secret manager: a company's secrets (names and masked hints, never a value) and an ADMIN's changes. */
export type SecretCalls = {
  listSecrets(input: { companyId: string }, options?: Through): Promise<SecretList>;
  createSecret(input: { companyId: string; name: string; value: string; description: string }, options?: Through): Promise<SecretSummary>;
  replaceSecretValue(input: Secret & { value: string }, options?: Through): Promise<SecretSummary>;
  describeSecret(input: Secret & { name: string; description: string }, options?: Through): Promise<SecretSummary>;
  deleteSecret(input: Secret, options?: Through): Promise<unknown>;
};
