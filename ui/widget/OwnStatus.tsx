/** @jsxImportSource preact */
import type { ChatMessage } from '../../services/contracts/conversations';
import { formatTimestamp, relativeTime } from './messageTime';
import type { MessengerTexts } from './texts';

type Props = { message: ChatMessage; texts: MessengerTexts; language: string; sending: boolean };

/** Under a message: when it came (relative, the full timestamp on hover) and, for the visitor's own, sending or delivered. */
export function OwnStatus({ message, texts, language, sending }: Props) {
  const own = message.sendBy === 'CLIENT';
  const date = message.messageDate ? new Date(message.messageDate) : null;
  const known = date !== null && !Number.isNaN(date.getTime());
  if (!own && !known) return null;
  const state = own ? (sending ? texts.messageSending : texts.messageDelivered) : null;
  return (
    <p class="wm-meta">
      {known ? (
        <time dateTime={message.messageDate} title={formatTimestamp(date, texts.conversationTimestampHeaderFormat, language)}>
          {relativeTime(date, new Date(), texts)}
        </time>
      ) : null}
      {known && state ? ' · ' : null}
      {state}
    </p>
  );
}
