import { failureBody, failureStatus } from './apiError';
import { commonTexts, type TextRef } from './text';

/**
 * The usual reading of a failed company or assistant call: no answer → "Please check your
 * internet connection."; 5xx → "Problem in internet connection"; anything else → the
 * fallback key, with the server's message (shown instead) when it sent one.
 */
export function failureText(error: unknown, fallbackKey: string, values?: TextRef['values']): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return { key: commonTexts.noInternet };
  if (status >= 500) return { key: commonTexts.internet };
  const message = failureBody(error)?.message;
  return { key: fallbackKey, ...(message ? { message } : {}), ...(values ? { values } : {}) };
}

/**
 * The text of a refusal a contract names: when the server answered one of `messages` word for
 * word, the key `keys` gives that message (so it is shown translated); otherwise undefined.
 */
export function namedFailureText<Name extends string>(
  error: unknown,
  messages: Readonly<Record<Name, unknown>>,
  keys: Readonly<Record<NoInfer<Name>, string>>,
): TextRef | undefined {
  if (failureStatus(error) === undefined) return undefined;
  const message = failureBody(error)?.message;
  if (!message) return undefined;
  const named = (Object.keys(messages) as Name[]).find((name) => messages[name] === message);
  return named ? { key: keys[named] } : undefined;
}
