import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';
import type { ChatCard } from '../../../services/contracts/channels/botMessages';
import { ChatText, ChoiceButton, type Choose } from './ChatParts';

/** Which card a carousel shows after a step (clamped: no wrap-around, the ends are ends). */
export function stepCard(index: number, step: number, total: number): number {
  return Math.min(Math.max(index + step, 0), Math.max(total - 1, 0));
}

/**
 * A CARD message: one card at a time with previous / next controls (buttons, so Tab and
 * Enter work), the arrow keys on the carousel too (mirrored right-to-left), and the
 * position announced ("2 of 4").
 */
export function CardCarousel({ cards, onChoose, canChoose }: { cards: ChatCard[]; onChoose: Choose; canChoose: boolean }) {
  const { t, i18n } = useTranslation('chatbotTest');
  const [index, setIndex] = useState(0);
  const slideId = useId();
  const card = cards[index];
  if (!card) return null;
  const position = t('card.position', { current: index + 1, total: cards.length });
  const rtl = i18n.dir() === 'rtl';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const forward = (event.key === 'ArrowRight') !== rtl;
    setIndex((i) => stepCard(i, forward ? 1 : -1, cards.length));
    event.preventDefault();
  };
  return (
    <section className="chat-carousel" aria-roledescription="carousel" aria-label={t('card.carousel')} onKeyDown={onKeyDown}>
      <div className="chat-card" id={slideId} role="group" aria-roledescription="slide" aria-label={position}>
        {card.image ? <img className="chat-card-image" src={card.image} alt={card.title} /> : null}
        <div className="chat-card-body">
          {card.title ? <h3 className="chat-card-title">{card.title}</h3> : null}
          {card.subtitle ? <p className="chat-card-subtitle">{card.subtitle}</p> : null}
          {card.text ? <ChatText text={card.text} /> : null}
          <div className="chat-choices">
            {card.buttons.map((button, i) => (
              <ChoiceButton key={button.id || i} button={button} onChoose={onChoose} canChoose={canChoose} />
            ))}
          </div>
        </div>
      </div>
      {cards.length > 1 ? (
        <div className="chat-carousel-controls">
          <Button
            variant="secondary"
            aria-label={t('card.previous')}
            aria-controls={slideId}
            isDisabled={index === 0}
            onPress={() => setIndex((i) => stepCard(i, -1, cards.length))}
          >
            <span aria-hidden="true" className="chat-arrow chat-arrow-back">
              ‹
            </span>
          </Button>
          <span className="chat-carousel-position" aria-live="polite">
            {position}
          </span>
          <Button
            variant="secondary"
            aria-label={t('card.next')}
            aria-controls={slideId}
            isDisabled={index === cards.length - 1}
            onPress={() => setIndex((i) => stepCard(i, 1, cards.length))}
          >
            <span aria-hidden="true" className="chat-arrow chat-arrow-forward">
              ›
            </span>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
