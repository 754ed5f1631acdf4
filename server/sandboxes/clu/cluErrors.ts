/** A refusal of the CLU sandbox, answered with the Language service's error body. */
export class CluError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const cluErrorBody = (code: string, message: string) => ({ error: { code, message, innererror: { code, message } } });

export const CLU_ACCESS_DENIED =
  'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.';

export const cluFaultBody = (status: number) =>
  status === 429
    ? { error: { code: '429', message: 'Rate limit is exceeded. Try again in a moment.' } }
    : cluErrorBody('InternalServerError', 'An unexpected error occurred. Please try again.');
