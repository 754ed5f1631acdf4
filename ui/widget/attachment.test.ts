import { describe, expect, it } from 'vitest';
import en from '../../locales/en/widget.json';
import { attachmentProblem } from './attachment';

describe('a chosen attachment', () => {
  const images = { imageUpload: true, fileUpload: false };
  it('is sent when the channel takes its type and it is at most 20 MB', () => {
    expect(attachmentProblem({ type: 'image/png', size: 1000 }, images, en.texts)).toBeNull();
    expect(attachmentProblem({ type: 'video/mp4', size: 1000 }, { imageUpload: false, fileUpload: true }, en.texts)).toBeNull();
  });

  it('is refused before uploading otherwise', () => {
    expect(attachmentProblem({ type: 'video/mp4', size: 1000 }, images, en.texts)).toBe(en.texts.fileTypeError);
    expect(attachmentProblem({ type: 'text/html', size: 10 }, { imageUpload: true, fileUpload: true }, en.texts)).toBe(en.texts.fileTypeError);
    expect(attachmentProblem({ type: 'image/png', size: 20 * 1024 * 1024 + 1 }, images, en.texts)).toBe('The file is too big (at most 20 MB).');
  });
});
