import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdapterChannel, InboundEvent } from '../../server/channels/adapters/channelAdapter';
import { whatsappCloudAdapter } from '../../server/channels/adapters/whatsappCloud';
import { whatsappHandshake } from '../../server/channels/adapters/whatsappCloudVerify';

/**
 * A console's webhook address on this machine for one WhatsApp Cloud channel: it answers Meta's
 * handshake and checks each POST's signature with the adapter, and keeps the events it parsed.
 */
export type WhatsappReceiver = {
  url: string;
  events: InboundEvent[];
  refusedSignatures: number;
  /** Answers the next POSTs 503 (a console in trouble), counting them in `refused`. */
  refuseNext: number;
  refused: number;
  reach: (test: (events: InboundEvent[]) => boolean) => Promise<InboundEvent[]>;
  close: () => Promise<void>;
};

export async function startWhatsappReceiver(channel: AdapterChannel<'whatsappCloud'>): Promise<WhatsappReceiver> {
  const events: InboundEvent[] = [];
  const waiting = new Set<() => void>();
  const receiver: WhatsappReceiver = {
    url: '',
    events,
    refusedSignatures: 0,
    refuseNext: 0,
    refused: 0,
    reach: (test) =>
      new Promise((resolve) => {
        const check = () => {
          if (!test(events)) return;
          waiting.delete(check);
          resolve(events);
        };
        waiting.add(check);
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://receiver');
      if (request.method === 'GET') {
        const answer = whatsappHandshake(Object.fromEntries(url.searchParams), channel);
        response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
        return;
      }
      if (receiver.refuseNext > 0) {
        receiver.refuseNext -= 1;
        receiver.refused += 1;
        response.writeHead(503).end();
        return;
      }
      const rawBody = Buffer.concat(chunks);
      const verified = whatsappCloudAdapter.verify({ rawBody, headers: request.headers, query: {} }, channel);
      if (!verified.ok) {
        receiver.refusedSignatures += 1;
        response.writeHead(verified.status).end();
        return;
      }
      events.push(...whatsappCloudAdapter.parse(JSON.parse(rawBody.toString('utf8')), channel));
      response.writeHead(200).end();
      for (const wake of [...waiting]) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/channels/v1/whatsappCloud/ch1/webhook`;
  return receiver;
}
