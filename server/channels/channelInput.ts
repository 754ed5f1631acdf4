import { createGraphQLError } from 'graphql-yoga';
import { parseChannelProperties, type ChannelKind, type ChannelProperties } from '../../services/contracts/channels';
import { channelManagementMessages, type ChannelPropertyProblem } from '../../services/contracts/channels/management';
import { badInput } from '../graphql/errors';

/** The properties of a create or update, sent as JSON text (as every JSON of the schema is): an object, or BAD_USER_INPUT. */
export function propertiesOfText(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badInput(channelManagementMessages.propertiesNotJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badInput(channelManagementMessages.propertiesNotJson);
  return { ...value };
}

/**
 * Properties checked with the kind's contract; refused with the contract's first message and
 * every problem (path and message) in extensions.problems, status 400. Values are never echoed.
 */
export function checkedProperties<K extends ChannelKind>(kind: K, input: unknown): ChannelProperties<K> {
  const parsed = parseChannelProperties(kind, input);
  if (parsed.success) return parsed.data;
  const problems: ChannelPropertyProblem[] = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw createGraphQLError(problems[0]?.message ?? channelManagementMessages.propertiesNotJson, {
    extensions: { code: 'BAD_USER_INPUT', status: 400, problems },
  });
}
