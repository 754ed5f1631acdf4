/**
 * Why an external system did not answer what the designer asked for. Routes turn it into a
 * readable 502 (refused, failed) or 503 (unavailable); the provider's own text never reaches
 * the browser, since it may quote credentials or internal addresses.
 */
export type ProviderFailure = 'refused' | 'notFound' | 'failed' | 'unavailable';

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    detail: string,
  ) {
    super(detail);
  }
}

/** A provider without a real adapter on this server (production without a configured provider). */
export function unavailable(provider: string): never {
  throw new ProviderError('unavailable', `${provider} has no adapter configured on this server`);
}

/** The JSON of an HTTP answer, or a ProviderError that says what went wrong (for the server log). */
export async function providerJson(response: Response, provider: string): Promise<unknown> {
  if (response.status === 401 || response.status === 403) throw new ProviderError('refused', `${provider} answered ${response.status}`);
  if (response.status === 404) throw new ProviderError('notFound', `${provider} answered 404`);
  if (!response.ok) throw new ProviderError('failed', `${provider} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new ProviderError('failed', `${provider} answered something that is not JSON`);
  }
}
