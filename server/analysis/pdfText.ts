import bidiFactory from 'bidi-js';

/**
 * Lines of mixed-direction text for a PDF, whose text operators draw glyphs left to right:
 * the Unicode Bidirectional Algorithm (bidi-js) resolves each character's direction and the
 * line's visual order; the shaping of Arabic letters into their joined forms is left to the
 * font's layout (fontkit, which pdf-lib calls), which needs each run in reading order.
 */
const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

/** The marks, embeddings and isolates that steer the algorithm: they have no glyph, so they are not drawn (its rule X9). */
const CONTROL = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');

/**
 * A value put into a translated sentence (a name, a date, a time zone) as a unit of its own
 * direction (a first-strong isolate): a date keeps its order inside an Arabic sentence, and a
 * Latin name does not pull the numbers after it into its own direction.
 */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

/** A label cut to at most `max` characters that are drawn (direction controls not counted), the last one then `…`. */
export function truncate(value: string, max: number): string {
  if (value.replace(CONTROLS, '').length <= max) return value;
  let kept = 0;
  let end = 0;
  while (kept < max - 1) if (!CONTROL.test(value[end++]!)) kept += 1;
  return `${value.slice(0, end)}…`;
}

/** A piece of a line in one direction, its characters in reading (logical) order, mirrored brackets already swapped. */
export type Run = { text: string; rtl: boolean };

/**
 * A line's runs in visual order, left to right, for a paragraph of the given direction (the
 * algorithm's rules for one line: levels, reordering, mirrored characters). The order comes from
 * bidi-js; characters next to each other both on the line and in the text, in the same direction,
 * make one run.
 */
export function visualRuns(line: string, direction: Direction): Run[] {
  if (line === '') return [];
  const resolved = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, resolved.levels);
  const groups: Array<{ indices: number[]; rtl: boolean }> = [];
  for (const index of bidi.getReorderedIndices(line, resolved)) {
    const rtl = resolved.levels[index]! % 2 === 1;
    const group = groups.at(-1);
    if (group && group.rtl === rtl && index === group.indices.at(-1)! + (rtl ? -1 : 1)) group.indices.push(index);
    else groups.push({ indices: [index], rtl });
  }
  return groups
    .map(({ indices, rtl }) => ({
      text: (rtl ? indices.reverse() : indices)
        .map((index) => mirrored.get(index) ?? line[index]!)
        .join('')
        .replace(CONTROLS, ''),
      rtl,
    }))
    .filter((run) => run.text !== '');
}

const graphemes = (text: string) => Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
const reversed = (text: string) => graphemes(text).reverse().join('');

/**
 * The strings to hand, one after another from left to right, to a layout that shapes a string and
 * draws it right to left exactly when `laysOutRtl` says so, for a run to come out in visual order.
 * fontkit does that when the first letter of a string with a script is of a right-to-left one:
 * right for a run of Arabic words (with the spaces and punctuation between them), which goes as it
 * is. A right-to-left run without such a letter (brackets, dashes and spaces between Arabic words
 * and numbers) joins nothing and goes reversed. A left-to-right run never holds a joining letter:
 * when it starts with an Arabic-Indic digit it goes in pieces, each of one kind, those that the
 * layout would turn reversed.
 */
export function layoutPieces(run: Run, laysOutRtl: (text: string) => boolean): string[] {
  if (laysOutRtl(run.text) === run.rtl) return [run.text];
  if (run.rtl) return [reversed(run.text)];
  const pieces: Array<{ text: string; rtl: boolean }> = [];
  for (const grapheme of graphemes(run.text)) {
    const rtl = laysOutRtl(grapheme);
    const last = pieces.at(-1);
    if (last && last.rtl === rtl) last.text += grapheme;
    else pieces.push({ text: grapheme, rtl });
  }
  return pieces.map((piece) => (piece.rtl ? reversed(piece.text) : piece.text));
}
