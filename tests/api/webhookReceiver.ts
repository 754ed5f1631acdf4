import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookDelivery } from '../../services/contracts/conversations';

/** A partner's server on this machine that takes the generic channel's webhook deliveries. */
export type WebhookReceiver = {
  url: string;
  /** What arrived, oldest first (since the last `clear`). */
  deliveries: WebhookDelivery[];
  /** The headers and raw body of each delivery, in the same order (signatures are over the raw body). */
  received: Array<{ headers: IncomingHttpHeaders; body: string }>;
  /** Resolves once `n` deliveries have arrived in all. */
  reach: (n: number) => Promise<WebhookDelivery[]>;
  clear: () => void;
  /** Answers the next requests with these statuses (a partner's server in trouble), taking nothing; counts them. */
  refuseNext: (statuses: number[]) => void;
  refused: () => number;
  close: () => Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const deliveries: WebhookDelivery[] = [];
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  let waiting: Array<() => void> = [];
  const refusals: number[] = [];
  let refused = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const status = refusals.shift();
      if (status !== undefined) {
        refused += 1;
        response.writeHead(status).end();
        return;
      }
      deliveries.push(JSON.parse(body) as WebhookDelivery);
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
      for (const wake of waiting) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    deliveries,
    received,
    reach: (n) =>
      new Promise((resolve) => {
        const check = () => (deliveries.length >= n ? (resolve(deliveries), true) : false);
        if (!check()) waiting.push(() => void check());
      }),
    clear: () => {
      deliveries.length = 0;
      received.length = 0;
      waiting = [];
    },
    refuseNext: (statuses) => refusals.push(...statuses),
    refused: () => refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
