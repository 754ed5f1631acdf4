import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';
import type { ChatButton } from '../../../services/contracts/channels/botMessages';
import { linkify } from './chatContent';

/** A tap the widget sends as a message: the shown text plus the id of what was tapped. */
export type Choose = (text: string, payload: string) => void;

/** A link that leaves the chat: always a new tab, never with access back to this page. */
export function OutLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { t } = useTranslation('chatbotTest');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {t('message.newTab')}</span>
    </a>
  );
}

/** Text with its newlines kept and its http(s) addresses as links; rendered as elements, never as markup. */
export function ChatText({ text }: { text: string }) {
  return (
    <p className="chat-text">
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <OutLink key={i} href={part.href}>
            {part.text}
          </OutLink>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** A quick-reply or card button: TEXT answers in the chat, URL opens a tab, PHONE calls. */
export function ChoiceButton({ button, onChoose, canChoose }: { button: ChatButton; onChoose: Choose; canChoose: boolean }) {
  if (button.kind === 'TEXT') {
    return (
      <Button variant="secondary" className="chat-choice" isDisabled={!canChoose || !button.text.trim()} onPress={() => onChoose(button.text, button.id)}>
        {button.text}
      </Button>
    );
  }
  if (!button.href) return <span className="chat-choice is-inert">{button.text}</span>;
  if (button.kind === 'PHONE') {
    return (
      <a className="btn btn-secondary chat-choice" href={button.href}>
        {button.text}
      </a>
    );
  }
  return (
    <OutLink className="btn btn-secondary chat-choice" href={button.href}>
      {button.text}
    </OutLink>
  );
}
