import { instagramLimits, persistentMenu, type PersistentMenuButton } from '../../../services/contracts/channels/instagramTools';
import { listEditorMachine } from './listEditor';
import type { ListEditorContext } from './listKind';

/** A button as the editor holds it: both actions kept, the type choosing which one is sent. */
export type MenuButton = { type: 'postback' | 'web_url'; title: string; payload: string; url: string };
/** The fields of a button: its type, its title and its action (the payload, or the URL of a link). */
export type MenuField = 'type' | 'title' | 'action';
export type PersistentMenuContext = ListEditorContext<MenuButton>;

/** What is sent: the chosen action only. */
export const sentButton = (b: MenuButton): PersistentMenuButton =>
  b.type === 'web_url' ? { type: b.type, title: b.title, url: b.url } : { type: b.type, title: b.title, payload: b.payload };
/** A link gets https:// before its first typed character (spec 02 section 5): it always starts with http:// or https://. */
const withScheme = (value: string) => (value === '' || /^https?:\/\//i.test(value) ? value : `https://${value}`);

function edited(button: MenuButton, field: MenuField, value: string): MenuButton {
  if (field === 'type') return value === 'postback' || value === 'web_url' ? { ...button, type: value } : button;
  if (field === 'title') return { ...button, title: value };
  return button.type === 'web_url' ? { ...button, url: withScheme(value) } : { ...button, payload: value };
}

/**
 * The Instagram persistent menu editor (spec 02 sections 2, 4 and 5): a list editor of at most 5
 * buttons, each a postback with its action or a link; an emptied menu is saved as such.
 */
export const persistentMenuMachine = listEditorMachine({
  id: 'persistentMenu',
  most: instagramLimits.menuButtons,
  firstField: 'title',
  blank: (): MenuButton => ({ type: 'postback', title: '', payload: '', url: '' }),
  toRow: (button: PersistentMenuButton): MenuButton => ({ type: button.type, title: button.title, payload: button.payload ?? '', url: button.url ?? '' }),
  edit: edited,
  check: (buttons) => persistentMenu.safeParse(buttons.map(sentButton)),
});
