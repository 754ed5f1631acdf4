/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import type { ChatCard } from '../../services/contracts/channels/botMessages';
import { ChoiceButton, onServer, type Choose } from './ChoiceButton';
import type { WidgetTexts } from './texts';

type Props = { cards: ChatCard[]; active: boolean; onChoose: Choose; texts: WidgetTexts; origin: string };

/** Cards one at a time, with previous and next buttons when there are several. */
export function Cards({ cards, active, onChoose, texts, origin }: Props) {
  const [index, setIndex] = useState(0);
  const card = cards[Math.min(index, cards.length - 1)];
  if (!card) return null;
  return (
    <div class="wm-card" role="group" aria-roledescription="carousel" aria-label={card.title}>
      {card.image ? <img src={onServer(origin, card.image)} alt="" /> : null}
      <p class="wm-strong">{card.title}</p>
      {card.subtitle ? <p class="wm-muted">{card.subtitle}</p> : null}
      {card.text ? (
        <p class="wm-text" dir="auto">
          {card.text}
        </p>
      ) : null}
      <div class="wm-choices">
        {card.buttons.map((button) => (
          <ChoiceButton key={button.id} button={button} active={active} onChoose={onChoose} origin={origin} />
        ))}
      </div>
      {cards.length > 1 ? (
        <div class="wm-pager">
          <button type="button" aria-label={texts.previous} disabled={index === 0} onClick={() => setIndex(index - 1)}>
            ‹
          </button>
          <span>
            {index + 1} / {cards.length}
          </span>
          <button type="button" aria-label={texts.next} disabled={index >= cards.length - 1} onClick={() => setIndex(index + 1)}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
