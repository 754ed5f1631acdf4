import { CombinedGraphQLErrors } from '@apollo/client';
import type { ApiFailure } from './contracts/common';
import { graphqlFailure } from './graphql';

/** GraphQL error codes that stand for an HTTP status (the server also sends extensions.http.status). */
const CODE_STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  DUPLICATE: 402,
  CONFLICT: 409,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INTERNAL_SERVER_ERROR: 500,
};

function statusOf(extensions: Record<string, unknown>): number | undefined {
  // A refused channel operation answers 403 with its permission code (405-408): the form shows the refusal.
  if (typeof extensions['permissionCode'] === 'number') return extensions['permissionCode'];
  const http = extensions['http'] as { status?: unknown } | undefined;
  if (typeof http?.status === 'number') return http.status;
  if (typeof extensions['status'] === 'number') return extensions['status'];
  if (typeof extensions['statusCode'] === 'number') return extensions['statusCode'];
  return CODE_STATUS[String(extensions['code'] ?? '')];
}

/** Turns what Apollo threw into the ApiFailure machines understand (spec 8 statuses). */
export function toApiFailure(error: unknown): ApiFailure {
  if (CombinedGraphQLErrors.is(error)) {
    for (const e of error.errors) {
      const extensions = (e.extensions ?? {}) as Record<string, unknown>;
      const status = statusOf(extensions);
      if (status) {
        const cause = typeof extensions['cause'] === 'string' ? extensions['cause'] : undefined;
        return {
          kind: 'http',
          status,
          body: { statusCode: status, error: String(extensions['code'] ?? ''), message: e.message, ...(cause ? { cause } : {}) },
        };
      }
    }
    const message = error.errors[0]?.message ?? error.message;
    return { kind: 'http', status: 400, body: { statusCode: 400, error: 'GRAPHQL', message } };
  }
  return graphqlFailure(error);
}
