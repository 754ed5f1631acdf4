/**
 * The catalogue names its icons after Material Symbols; the console ships no icon font, so
 * the designer draws each as a character every system font has. Unknown names get a square.
 */
const GLYPHS: Record<string, string> = {
  play_arrow: '▶',
  chat: '✉',
  list: '☰',
  smart_button: '☰',
  view_carousel: '▤',
  view_list: '≣',
  support_agent: '☺',
  psychology: '✺',
  headset_mic: '☏',
  smart_toy: '⇄',
  stop_circle: '■',
  code: '⌘',
  integration_instructions: '⇌',
  call_split: '⑂',
  keyboard: '⌨',
  bolt: 'ϟ',
  storefront: '⌂',
  payments: '¤',
  hourglass_empty: '⧗',
  shopping_cart: '⊕',
  mail: '✉',
  translate: 'A',
  auto_awesome: '✦',
  credit_card: '▭',
  widgets: '◆',
};

export function moduleGlyph(icon: string): string {
  return GLYPHS[icon] ?? '□';
}
