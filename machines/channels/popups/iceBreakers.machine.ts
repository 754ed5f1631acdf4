import { iceBreakers, instagramLimits, type IceBreaker } from '../../../services/contracts/channels/instagramTools';
import { listEditorDeletingEmptiedMachine } from './listEditor';
import type { ListEditorContext } from './listKind';

/** The fields of an ice breaker: its question and the action it sends. */
export type IceBreakerField = 'question' | 'action';
export type IceBreakersContext = ListEditorContext<IceBreaker>;

/**
 * The Instagram ice breaker editor (spec 02 sections 2, 4 and 5): a list editor of at most 4
 * questions with their actions; an emptied list is deleted on Instagram.
 */
export const iceBreakersMachine = listEditorDeletingEmptiedMachine({
  id: 'iceBreakers',
  most: instagramLimits.iceBreakers,
  firstField: 'question',
  blank: (): IceBreaker => ({ question: '', payload: '' }),
  toRow: (item: IceBreaker) => item,
  edit: (item, field: IceBreakerField, value) => (field === 'question' ? { ...item, question: value } : { ...item, payload: value }),
  check: (items) => iceBreakers.safeParse(items),
});
