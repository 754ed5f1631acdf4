import { optionSlot, truncateLabel, type OutputSlot } from '../outputSlot';
import type { ModuleDesign } from './design';

/**
 * SELECTION: quick replies and list rows have one output each ({ optionID }); a card has its
 * own output ({ cardID }) and one per button ({ cardID, buttonID }). An entry without an id
 * has none.
 */
export const selectionDesign: ModuleDesign<'SELECTION'> = {
  slots({ settings }) {
    switch (settings.selectionType) {
      case 'CARD':
        return (settings.payloads ?? []).flatMap((card, index) => {
          const cardID = card.id;
          if (!cardID) return [];
          const title = card.title || card.subtitle || card.text || `#${index + 1}`;
          const own: OutputSlot = { key: `card:${cardID}`, kind: 'card', text: truncateLabel(title), match: { cardID } };
          const buttons = (card.buttons ?? []).flatMap((button): OutputSlot[] =>
            button.id ? [{ key: `card:${cardID}:button:${button.id}`, kind: 'cardButton', text: truncateLabel(button.text ?? ''), match: { cardID, buttonID: button.id } }] : [],
          );
          return [own, ...buttons];
        });
      case 'LIST':
        return (settings.payloads ?? []).flatMap((section) => (section.listCardRow ?? []).flatMap((row) => (row.id ? [optionSlot(row.id, row.listRowTitle ?? '')] : [])));
      default:
        return (settings.payloads ?? []).flatMap((button) => (button.id ? [optionSlot(button.id, button.text ?? '')] : []));
    }
  },
};
