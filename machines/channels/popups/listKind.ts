import type { TextRef } from '../../shared/text';
import type { RowProblems } from './instagramTexts';
import type { PopupOutcome } from './popupTexts';

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };
/** What a list's contract says of the rows: the items to send, or its issues (path [row, field]). */
export type CheckedList<Item> = { success: true; data: Item[] } | { success: false; error: { issues: Issue[] } };

export type ListEditorInput = { channelId: string };
/** What the editor holds: the rows, the texts under each row's two fields and under the list, and how it ended. */
export type ListEditorContext<Row> = ListEditorInput & { rows: Row[]; problems: RowProblems[]; listProblem: TextRef | null; outcome: PopupOutcome };
export type ListEditorEvent<Field extends string> =
  { type: 'ADD' } | { type: 'REMOVE'; index: number } | { type: 'FIELD_CHANGED'; index: number; field: Field; value: string } | { type: 'SAVE' } | { type: 'CLOSE' };

/** What makes one list editor: its machine id, its rows and their fields, its most rows and its contract. */
export type ListKind<Row, Item, Field extends string> = {
  id: string;
  /** The most rows Add makes (a list read from Instagram may hold more; SAVE then says so). */
  most: number;
  /** The item's field whose issues show under a row's first field (title, question); any other field's show under its action. */
  firstField: string;
  /** The row Add makes. */
  blank: () => Row;
  /** A read item as a row. */
  toRow: (item: Item) => Row;
  /** A row with one field changed as the user typed it. */
  edit: (row: Row, field: Field, value: string) => Row;
  /** The rows checked by the list's contract: the items SAVE sends, or what is wrong. */
  check: (rows: Row[]) => CheckedList<Item>;
};

/** A list editor's context as it opens. */
export const openedList = <Row>({ input }: { input: ListEditorInput }): ListEditorContext<Row> => ({ ...input, rows: [], problems: [], listProblem: null, outcome: null });
