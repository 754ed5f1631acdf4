import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import { isLoopback } from '../config';
import { HttpError, messages } from '../http/errors';

/**
 * Whether a request comes straight from this machine: a loopback connection that no proxy
 * forwarded. Only the instance's operator can send one, so mail with reset and invitation links
 * (and the sign-in sandbox that vouches for any address) stay theirs even when the server is
 * reachable from a network.
 */
export function fromOperator(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers['forwarded'] !== undefined || request.headers['x-real-ip'] !== undefined;
  return !forwarded && isLoopback(request.socket.remoteAddress ?? '');
}

/** Route options that answer "Not found." to anyone but the operator (nothing tells a stranger the route exists). */
export const operatorOnly: RouteShorthandOptions = {
  onRequest: async (request) => {
    if (!fromOperator(request)) throw new HttpError(404, messages.notFound);
  },
};
