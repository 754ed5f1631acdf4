import { z } from 'zod';
import { lineMessage, type LineMessage } from '../../../services/contracts/channels/lineWebhook';

/**
 * The checks LINE makes of a reply's or push's messages, answered LINE's way: 400 with
 * "The request body has N error(s)" and one detail per property (developers.line.biz, "Error
 * responses"): 1-5 messages, text 1-5000 characters, https media, 1-13 quick-reply buttons
 * with labels of 1-20 characters, postback data and message text of 1-300.
 */
export type Detail = { message: string; property: string };

const sizeOf = (text: string) => [...text].length;

function quickReplyDetails(message: LineMessage, at: string): Detail[] {
  const items = message.quickReply?.items;
  if (!items) return [];
  const details: Detail[] = [];
  if (items.length < 1 || items.length > 13) details.push({ message: 'Size must be between 1 and 13', property: `${at}.quickReply.items` });
  items.forEach(({ action }, i) => {
    const where = `${at}.quickReply.items[${i}].action`;
    if (sizeOf(action.label) < 1 || sizeOf(action.label) > 20) details.push({ message: 'Length must be between 1 and 20', property: `${where}.label` });
    const payload = action.type === 'postback' ? { value: action.data, name: 'data' } : { value: action.text, name: 'text' };
    if (sizeOf(payload.value) < 1 || sizeOf(payload.value) > 300) details.push({ message: 'Length must be between 1 and 300', property: `${where}.${payload.name}` });
  });
  return details;
}

function messageDetails(message: LineMessage, at: string): Detail[] {
  const details: Detail[] = [];
  if (message.type === 'text' && (sizeOf(message.text) < 1 || sizeOf(message.text) > 5000)) details.push({ message: 'Length must be between 1 and 5000', property: `${at}.text` });
  if (message.type !== 'text' && !message.originalContentUrl.startsWith('https://')) details.push({ message: 'Must be a valid HTTPS URL', property: `${at}.originalContentUrl` });
  return [...details, ...quickReplyDetails(message, at)];
}

/** The messages of a body, or the details of what LINE would refuse in them. */
export function checkMessages(body: unknown): { messages: LineMessage[] } | { details: Detail[] } {
  const list = typeof body === 'object' && body !== null && 'messages' in body ? body.messages : undefined;
  if (!Array.isArray(list)) return { details: [{ message: 'Must not be null', property: 'messages' }] };
  if (list.length < 1 || list.length > 5) return { details: [{ message: 'Size must be between 1 and 5', property: 'messages' }] };
  const parsed = z.array(lineMessage).safeParse(list);
  if (!parsed.success) return { details: parsed.error.issues.map((issue) => ({ message: 'Invalid message object', property: pathOf(issue.path) })) };
  const details = parsed.data.flatMap((message, i) => messageDetails(message, `messages[${i}]`));
  return details.length ? { details } : { messages: parsed.data };
}

function pathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), 'messages');
}
