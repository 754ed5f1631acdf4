import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowConnection } from '../../../../services/contracts/flow';
import { SelectField } from '../../../kit/SelectField';
import { showToast } from '../../../kit/toasts';
import type { ModuleChange, PanelProps } from '../types';
import { CardEditor } from './CardEditor';
import { cardHints } from './channelHints';
import { withoutCard } from './connections';
import { HintList } from './HintList';
import { ASPECT_RATIOS, cardParametersOf, cardsOf, FITS, newCard, type Card, type CardParameters, type CardSettings } from './model';
import { choiceOf } from '../shared/choiceOf';
import type { readFileActor } from './readFile';
import { ReorderRow } from './ReorderRow';
import { copyOfCard } from './rules';

type EditorProps = Pick<PanelProps<'SELECTION'>, 'module' | 'flow' | 'readOnly'> & {
  /** The module's settings, of this selection type. */
  settings: CardSettings;
  write: (change: ModuleChange<'SELECTION'>) => void;
  readFile?: typeof readFileActor;
};

/** CARD (spec 2.4): a row of draggable cards with '+', the chosen card's editor, and the image aspect ratio and fit. */
export function CardsEditor({ module, settings, flow, readOnly, write, readFile }: EditorProps) {
  const { t } = useTranslation('panelsContent');
  const cards = cardsOf(settings);
  const parameters = cardParametersOf(settings);
  const [selected, setSelected] = useState<string | null>(cards[0]?.id ?? null);
  const current = cards.find((c) => c.id === selected) ?? cards[0];
  const index = current ? cards.indexOf(current) : -1;
  const setCards = (payloads: Card[], connections?: FlowConnection[]) => write({ settings: { ...settings, payloads }, ...(connections ? { connections } : {}) });
  const setParameters = (next: Partial<CardParameters>) => write({ settings: { ...settings, parameters: { ...parameters, ...next } } });
  const add = () => {
    const card = newCard();
    setCards([...cards, card]);
    setSelected(card.id);
  };
  const copy = (card: Card) => {
    const copied = copyOfCard(card);
    setCards([...cards.slice(0, index + 1), copied, ...cards.slice(index + 1)]);
    setSelected(copied.id);
    showToast('success', t('card.copied'));
  };
  return (
    <section aria-label={t('selection.types.CARD')}>
      <ReorderRow
        label={t('card.cards')}
        items={cards}
        labelOf={(c, i) => c.title || t('card.editor', { number: i + 1 })}
        selected={current?.id ?? null}
        onSelect={setSelected}
        onReorder={(payloads) => setCards(payloads)}
        onAdd={add}
        addLabel={t('card.add')}
        isDisabled={readOnly}
      />
      <div className="content-row">
        <SelectField
          label={t('card.aspectRatio')}
          options={ASPECT_RATIOS.map((ratio) => ({ id: ratio, label: ratio }))}
          value={parameters.aspectRatio}
          onChange={(id) => setParameters({ aspectRatio: choiceOf(ASPECT_RATIOS, id) ?? parameters.aspectRatio })}
          isDisabled={readOnly}
        />
        <SelectField
          label={t('card.fit')}
          options={FITS.map((fit) => ({ id: fit, label: fit }))}
          value={parameters.fit}
          onChange={(id) => setParameters({ fit: choiceOf(FITS, id) ?? parameters.fit })}
          isDisabled={readOnly}
        />
      </div>
      {current ? (
        <CardEditor
          key={current.id}
          card={current}
          number={index + 1}
          connections={module.connections}
          flow={flow}
          onChange={(card, connections) =>
            setCards(
              cards.map((c) => (c.id === card.id ? card : c)),
              connections,
            )
          }
          onConnections={(connections) => write({ connections })}
          onCopy={() => copy(current)}
          onRemove={() => {
            setCards(
              cards.filter((c) => c.id !== current.id),
              withoutCard(module.connections, current.id),
            );
            setSelected(null);
          }}
          isDisabled={readOnly}
          readFile={readFile}
        />
      ) : null}
      <HintList hints={cardHints(cards)} label={t('hints.heading')} />
    </section>
  );
}
