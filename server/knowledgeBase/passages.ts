/**
 * How a document's text is split into passages for retrieval: at headings first, then at
 * paragraphs, each passage about PASSAGE_TARGET characters (never more than PASSAGE_MAX), the
 * heading it belongs to repeated at its start, and the end of a passage repeated at the start
 * of the next one of the same section (PASSAGE_OVERLAP characters) so that a sentence cut at a
 * border is found from either side.
 */

export const PASSAGE_TARGET = 650;
export const PASSAGE_MAX = 800;
export const PASSAGE_OVERLAP = 120;

type Section = { heading: string; paragraphs: string[] };

function sectionsOf(text: string): Section[] {
  const sections: Section[] = [{ heading: '', paragraphs: [] }];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n');
    let paragraph: string[] = [];
    const flush = () => {
      const joined = paragraph.join(' ').replace(/\s+/g, ' ').trim();
      if (joined) sections[sections.length - 1]!.paragraphs.push(joined);
      paragraph = [];
    };
    for (const line of lines) {
      const heading = /^\s*#{1,6}\s+(.*\S)\s*#*\s*$/.exec(line);
      if (heading) {
        flush();
        sections.push({ heading: heading[1]!.replace(/\s+/g, ' '), paragraphs: [] });
      } else paragraph.push(line.trim());
    }
    flush();
  }
  return sections.filter((section) => section.paragraphs.length > 0);
}

/** Pieces of at most `max` characters, cut at sentence ends, else at spaces, else anywhere. */
function piecesOf(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  const pieces: string[] = [];
  let rest = paragraph;
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    const sentence = Math.max(window.lastIndexOf('. '), window.lastIndexOf('! '), window.lastIndexOf('? '));
    const space = window.lastIndexOf(' ');
    const cut = sentence > max / 2 ? sentence + 1 : space > max / 2 ? space : max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** The last `size` characters of a passage, starting at a word. */
function tailOf(text: string, size: number): string {
  if (text.length <= size) return text;
  const tail = text.slice(text.length - size);
  const space = tail.indexOf(' ');
  return space >= 0 ? tail.slice(space + 1) : tail;
}

/** The passages of a document's text, in order; an empty text has none. */
export function splitIntoPassages(text: string): string[] {
  const passages: string[] = [];
  for (const section of sectionsOf(text)) {
    const prefix = section.heading ? `${section.heading}\n` : '';
    const room = PASSAGE_MAX - prefix.length - PASSAGE_OVERLAP - 1;
    let current = '';
    let previous = '';
    const close = () => {
      if (!current) return;
      const overlap = previous ? `${tailOf(previous, PASSAGE_OVERLAP)} ` : '';
      passages.push(`${prefix}${overlap}${current}`.slice(0, PASSAGE_MAX));
      previous = current;
      current = '';
    };
    for (const paragraph of section.paragraphs) {
      for (const piece of piecesOf(paragraph, Math.max(room, 100))) {
        if (current && current.length + 1 + piece.length > Math.min(PASSAGE_TARGET, room)) close();
        current = current ? `${current}\n${piece}` : piece;
      }
    }
    close();
  }
  return passages;
}
