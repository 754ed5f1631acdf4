import type { z } from 'zod';
import { HttpError, messages } from './errors';

function readable(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.');
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
    if (field === '') return messages.notObject;
    return issue.message.endsWith('received undefined') ? `${field} is required.` : `${field} must be a ${issue.expected}.`;
  }
  if (issue.message.startsWith('Invalid') && field !== '') return `${field}: ${issue.message}`;
  return issue.message;
}

/** Parses untrusted input with a contract; a 400 with the first problem in words when it does not fit. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new HttpError(400, first ? readable(first) : 'The request is not valid.');
  }
  return result.data;
}

/** A JSON object body checked with a contract. */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, messages.notObject);
  return parseWith(schema, body);
}
