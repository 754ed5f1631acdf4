import { useEffect, useState } from 'preact/hooks';
import type { ActorRefFrom } from 'xstate';
import type { chatWidgetMachine } from '../../machines/conversations/chatWidget.machine';
import { LOG_MESSAGE_TYPE, type ChatMessage } from '../../services/contracts/conversations';

/** The messages of the assistant or an agent the visitor sees. */
export const answersIn = (messages: readonly ChatMessage[]) => messages.filter((message) => message.sendBy !== 'CLIENT' && message.messageType !== LOG_MESSAGE_TYPE).length;

/** How many answers came while the chat was closed (0 while it is open). */
export function useUnread(actor: ActorRefFrom<typeof chatWidgetMachine> | null, open: boolean): number {
  const [answers, setAnswers] = useState(0);
  const [seen, setSeen] = useState(0);
  useEffect(() => {
    if (!actor) return undefined;
    setAnswers(answersIn(actor.getSnapshot().context.messages));
    const subscription = actor.subscribe((snapshot) => setAnswers(answersIn(snapshot.context.messages)));
    return () => subscription.unsubscribe();
  }, [actor]);
  useEffect(() => {
    if (open) setSeen(answers);
  }, [open, answers]);
  return open ? 0 : Math.max(0, answers - seen);
}
