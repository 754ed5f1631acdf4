import { fromPromise } from 'xstate';
import type { PickedFile, ReadFile } from '../../../../machines/designer/mediaUpload.machine';
import type { UploadKind } from '../../../../machines/designer/mediaFile';

/** The browser side of the upload machine: the file as a data: URL and, for images, its size in pixels. */
export const readFileActor = fromPromise<ReadFile, { file: PickedFile; kind: UploadKind }>(async ({ input }) => {
  const file = input.file as unknown as Blob;
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
  if (input.kind !== 'IMAGE') return { dataUrl };
  const size = await new Promise<{ width: number; height: number }>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('not an image'));
    image.src = dataUrl;
  });
  return { dataUrl, ...size };
});
