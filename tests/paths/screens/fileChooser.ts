import type { FileChooser, Locator, Page } from 'playwright-core';

/**
 * How a generated browser spec chooses a file: the chooser opens with the person's click on
 * the page's button, and the file is picked by a later step, the one that names what the
 * console finds in it (an image's size, a document's text).
 */
const opened = new WeakMap<Page, Promise<FileChooser>>();

export async function openFileChooser(page: Page, chooseButton: Locator): Promise<void> {
  opened.set(page, page.waitForEvent('filechooser'));
  await chooseButton.click();
}

export type ChosenFile = { name: string; mimeType: string; buffer: Buffer };

/** Picks the file in the chooser the last click opened. */
export async function pickFile(page: Page, file: ChosenFile): Promise<void> {
  const chooser = await opened.get(page);
  if (!chooser) throw new Error('No file chooser is open: click the button that opens it first.');
  opened.delete(page);
  // A file of many megabytes crosses to the browser in one message: on a busy machine that takes longer than an action's default 30 s.
  await chooser.setFiles(file, { timeout: 120_000 });
}

/** Opens the chooser and picks the file at once (a step that both clicks and chooses). */
export async function chooseFileAt(page: Page, chooseButton: Locator, file: ChosenFile): Promise<void> {
  await openFileChooser(page, chooseButton);
  await pickFile(page, file);
}

/** A text file of that name and content; `bytes` pads it with spaces to that size. */
export function textFile(name: string, text: string, bytes = 0): ChosenFile {
  const content = Buffer.from(text, 'utf8');
  const padding = Math.max(0, bytes - content.length);
  return { name, mimeType: 'application/json', buffer: Buffer.concat([content, Buffer.alloc(padding, 0x20)]) };
}
