import { createSecretInput, describeSecretInput, replaceSecretValueInput, secretList, secretSummary } from '../secrets';
import { noContent, pathParams, type RestContracts } from './contract';

/** The company's secret manager (/secret-manager): names and masked hints only, never a value. */
export const secretRoutes = {
  'GET /core/v1/secrets': { answer: secretList },
  'POST /core/v1/secrets': { body: createSecretInput, answer: secretSummary },
  'PUT /core/v1/secrets/:id/value': { params: pathParams('id'), body: replaceSecretValueInput, answer: secretSummary },
  'PATCH /core/v1/secrets/:id': { params: pathParams('id'), body: describeSecretInput, answer: secretSummary },
  'DELETE /core/v1/secrets/:id': { params: pathParams('id'), answer: noContent },
} as const satisfies RestContracts;
