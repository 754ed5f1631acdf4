import { errorBody, type ErrorBody } from './contracts/common';

/** Reads a failed answer's body into the common error shape (2FA answers nest remainingTime under data). */
export function readErrorBody(status: number, data: unknown): ErrorBody | undefined {
  const parsed = errorBody.safeParse(data);
  if (parsed.success) return parsed.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  const nested = (typeof record['data'] === 'object' && record['data'] !== null ? record['data'] : {}) as Record<string, unknown>;
  const remaining = record['remainingTime'] ?? nested['remainingTime'];
  return {
    statusCode: status,
    error: typeof record['error'] === 'string' ? record['error'] : '',
    message: typeof record['message'] === 'string' ? record['message'] : '',
    cause: typeof record['cause'] === 'string' ? record['cause'] : nested['blocked'] === true ? 'blocked' : undefined,
    remainingTime: typeof remaining === 'number' ? Math.round(remaining) : undefined,
    permissionCode: typeof record['permissionCode'] === 'number' ? record['permissionCode'] : undefined,
  };
}
