import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { ErrorBody } from '../../services/contracts';

type Extra = Pick<ErrorBody, 'cause' | 'retryCount' | 'captchaRequired' | 'remainingTime' | 'permissionCode'>;

/** An answer other than 2xx, with a message meant for people. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Extra = {},
  ) {
    super(message);
  }
}

export function errorBodyOf(statusCode: number, message: string, extra: Extra = {}): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}

export function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  return reply.code(error.statusCode).send(errorBodyOf(error.statusCode, error.message, error.extra));
}

export const messages = {
  malformedJson: 'Malformed JSON in request body.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'The request body must be JSON (Content-Type: application/json).',
  notObject: 'The request body must be a JSON object.',
  notFound: 'Not found.',
  internal: 'Internal server error.',
  unauthenticated: 'You are not signed in, or your session has expired.',
  fullSessionNeeded: 'Complete the two-factor authentication first.',
  passwordChangeNeeded: 'Choose a new password first: the one you signed in with was generated for one sign-in.',
  tooManyRequests: 'Too many requests, please try again in a minute.',
} as const;
