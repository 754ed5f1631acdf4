import type { KyInstance } from 'ky';
import type { z } from 'zod';
import type { ApiFailure } from '../contracts/common';
import { applyPolicy, clientPath, toCallFailure } from '../http';
import { policyFor } from '../httpPolicy';

/** An answer the console cannot read is reported like a server failure, with what was wrong. */
export function unreadable(message: string): ApiFailure {
  return { kind: 'http', status: 500, body: { statusCode: 500, error: 'ANSWER', message } };
}

export type RestRequest = {
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  company?: string;
  searchParams?: Record<string, string>;
  headers?: Record<string, string>;
  json?: unknown;
  signal?: AbortSignal;
  /** Never answered from the browser's cache (polled reads). */
  noCache?: boolean;
  /**
   * The caller shows every failure itself, server errors included (a provider's failure during
   * an upload): only a 401 still signs out; the page is never left.
   */
  stayOnPage?: boolean;
};

/** Sends the request; a failure goes through the global policy where it leaves the page, then rejects as an ApiFailure. */
async function send(client: KyInstance, path: string, request: RestRequest, read: (response: Response) => Promise<unknown>): Promise<unknown> {
  try {
    const response = await client(clientPath(path), {
      method: request.method ?? 'get',
      headers: { ...(request.company ? { companyID: request.company } : {}), ...request.headers },
      ...(request.searchParams ? { searchParams: request.searchParams } : {}),
      ...(request.json === undefined ? {} : { json: request.json }),
      ...(request.signal ? { signal: request.signal } : {}),
      ...(request.noCache ? { cache: 'no-store' as const } : {}),
      context: { ownErrors: true },
    });
    return await read(response);
  } catch (error) {
    const failure = await toCallFailure(error);
    const outcome = policyFor(failure);
    if (outcome.kind === 'logout' || (outcome.kind === 'navigate' && !request.stayOnPage)) applyPolicy(outcome);
    throw failure;
  }
}

/**
 * One checked REST call (the designer's panels, the Conversations screen, the conversation inspector), its answer checked against `schema`. It rejects with
 * an ApiFailure; the panels report failures themselves, so the global policy only acts where
 * it leaves the page (401 signs out, 403 and 5xx navigate) and its generic toasts are skipped.
 */
export async function restRead<S extends z.ZodType>(client: KyInstance, path: string, schema: S, request: RestRequest = {}): Promise<z.infer<S>> {
  // As ky's .json() shortcut does: ask for JSON unless the caller asked for something else.
  const answer = await send(client, path, { ...request, headers: { accept: 'application/json', ...request.headers } }, (response) => response.json());
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw unreadable(`Unexpected answer from ${path}: ${parsed.error.issues[0]?.message ?? 'not valid'}`);
  return parsed.data;
}

/** The same call for a file download (an export): the answer's bytes, with the same failure handling. */
export async function restDownload(client: KyInstance, path: string, request: RestRequest = {}): Promise<Blob> {
  return (await send(client, path, request, (response) => response.blob())) as Blob;
}

/** The same call for an answer without a body (a DELETE answering 204), with the same failure handling. */
export async function restSend(client: KyInstance, path: string, request: RestRequest = {}): Promise<void> {
  await send(client, path, request, async () => undefined);
}
