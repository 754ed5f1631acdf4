/** A refusal of the LUIS sandbox, answered with LUIS's error body { error: { code, message } }. */
export class LuisError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const luisErrorBody = (code: string, message: string) => ({ error: { code, message } });

/** The body LUIS answers a missing or wrong key with. */
export const LUIS_ACCESS_DENIED =
  'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.';

export const luisFaultBody = (status: number) =>
  status === 429
    ? luisErrorBody('429', 'Rate limit is exceeded. Try again in a moment.')
    : luisErrorBody(String(status), 'The service is temporarily unavailable. Please try again.');
