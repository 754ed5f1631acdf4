import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A console's webhook address on this machine, as Telegram (the sandbox) posts to it: keeps each request's raw body and headers. */
export type TelegramReceiver = {
  origin: string;
  requests: Array<{ path: string; headers: IncomingHttpHeaders; rawBody: Buffer }>;
  /** Resolves once `n` requests have been taken in all. */
  reach: (n: number) => Promise<void>;
  /** Answers the next requests with these statuses, taking nothing. */
  refuseNext: (statuses: number[]) => void;
  refused: () => number;
  close: () => Promise<void>;
};

export async function startTelegramReceiver(): Promise<TelegramReceiver> {
  const requests: TelegramReceiver['requests'] = [];
  const refusals: number[] = [];
  let refused = 0;
  let waiting: Array<() => void> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = refusals.shift();
      if (status !== undefined) {
        refused += 1;
        response.writeHead(status).end();
        return;
      }
      requests.push({ path: request.url ?? '', headers: request.headers, rawBody: Buffer.concat(chunks) });
      response.writeHead(200).end();
      const wake = waiting;
      waiting = [];
      for (const w of wake) w();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const reach = (n: number): Promise<void> =>
    new Promise((resolve) => {
      const check = () => (requests.length >= n ? resolve() : waiting.push(check));
      check();
    });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    reach,
    refuseNext: (statuses) => refusals.push(...statuses),
    refused: () => refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
