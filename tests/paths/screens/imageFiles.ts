import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { openFileChooser, pickFile } from './fileChooser';

/**
 * What a generated browser spec uses to choose an image: the chooser opens with the person's
 * click on the image's button, and the file is picked with the step that names what the
 * console finds in it (its size and shape, or no image at all).
 */
export const openImageChooser = openFileChooser;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, sum]);
}

/** A grey PNG of that width and height; `bytes` pads it (with a private chunk) to that size. */
export function pngImage(width: number, height: number, bytes = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0;
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows))];
  const size = parts.reduce((total, part) => total + part.length, 0) + 12;
  const padding = bytes - size - 12;
  return Buffer.concat([...parts, ...(padding > 0 ? [chunk('peDd', Buffer.alloc(padding))] : []), chunk('IEND', Buffer.alloc(0))]);
}

/** Picks the file in the chooser the last image button opened: a PNG of that size and shape, or a file that is no image. */
export async function chooseImage(page: Page, image: { bytes: number; width: number; height: number } | 'not an image'): Promise<void> {
  const file =
    image === 'not an image'
      ? { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are notes, not an image') }
      : { name: 'picture.png', mimeType: 'image/png', buffer: pngImage(image.width, image.height, image.bytes) };
  await pickFile(page, file);
}
