/**
 * A react-aria button that turns pending while it has focus tells screen readers so through
 * the live announcer: an entry in its log (role img) labelled by the button's id. When the
 * button then leaves the page (the step or page it submitted is replaced), that label points
 * at nothing: the entry reads as an image without a name. These helpers keep such entries
 * readable: an entry of a button that is going away becomes its text, and an entry whose
 * labels are all gone is dropped.
 */
const ENTRIES = '[data-live-announcer] [role="img"][aria-labelledby]';

const labelIds = (entry: Element) => (entry.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);

/** Entries that name this element become plain text, read while it is still in the page. */
export function keepAnnouncementsOf(id: string, doc: Document = document): void {
  for (const entry of doc.querySelectorAll(ENTRIES)) {
    const ids = labelIds(entry);
    if (!ids.includes(id)) continue;
    const text = ids
      .map((label) => doc.getElementById(label)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
    entry.removeAttribute('role');
    entry.removeAttribute('aria-labelledby');
    entry.textContent = text;
  }
}

/** Entries none of whose labels are in the page any more: they would read nothing. */
export function dropDanglingAnnouncements(doc: Document | undefined = globalThis.document): void {
  if (!doc?.defaultView) return;
  for (const entry of doc.querySelectorAll(ENTRIES)) {
    if (labelIds(entry).every((label) => !doc.getElementById(label))) entry.remove();
  }
}
