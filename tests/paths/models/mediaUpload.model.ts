import { mediaUploadMachine, type MediaUploadContext, type PickedFile } from '../../../machines/designer/mediaUpload.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed } from './fixtures';

export const smallPng: PickedFile = { name: 'logo.png', size: 2048, type: 'image/png' };
export const tallPng: PickedFile = { name: 'tall.png', size: 4096, type: 'image/png' };
export const hugeVideo: PickedFile = { name: 'film.mp4', size: 20_971_521, type: 'video/mp4' };
export const mediumPdf: PickedFile = { name: 'manual.pdf', size: 2_000_000, type: 'application/pdf' };
export const textAsImage: PickedFile = { name: 'notes.txt', size: 10, type: 'text/plain' };
export const pngDataUrl = 'data:image/png;base64,iVBORw0KGgo=';

export const mediaUploadModel: CatalogueEntry = {
  machine: mediaUploadMachine,
  appActions: ['addUpload'],
  scenarios: [
    {
      name: 'upload an image',
      events: [
        { type: 'PICK', file: smallPng, kind: 'IMAGE' },
        { type: 'PICK', file: textAsImage, kind: 'IMAGE' },
        { type: 'PICK', file: hugeVideo, kind: 'VIDEO' },
        { type: 'PICK', file: mediumPdf, kind: 'FILE' },
        done('readFile', { dataUrl: pngDataUrl, width: 100, height: 150 }),
        done('readFile', { dataUrl: pngDataUrl, width: 100, height: 201 }),
        failed('readFile', new Error('The file could not be read.')),
        { type: 'CANCEL' },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as MediaUploadContext;
    return [c.file?.name, c.kind, c.error];
  }),
};
