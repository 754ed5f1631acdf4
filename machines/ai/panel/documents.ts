import type { DocumentUpload } from '../../../services/contracts/aiData';

/**
 * The files the Auto Generative panel's documents view takes (docs/knowledge-base.md): text,
 * Markdown and HTML, read in the browser and sent as text; PDF and office files are not read.
 */

/** The largest file read, in bytes (the server keeps at most 1,000,000 characters of text). */
export const DOCUMENT_FILE_MAX_BYTES = 4 * 1024 * 1024;

const TYPES: Record<string, DocumentUpload['contentType']> = {
  txt: 'text/plain',
  text: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
  html: 'text/html',
  htm: 'text/html',
};

/** The accept list of the file picker. */
export const DOCUMENT_FILE_ACCEPT = Object.keys(TYPES).map((ext) => `.${ext}`);

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** The content type of a file by its extension, or null when it is not a kind the view reads. */
export function documentContentType(fileName: string): DocumentUpload['contentType'] | null {
  return TYPES[extensionOf(fileName)] ?? null;
}

/** The title a document gets: its file name without the extension. */
export function documentTitle(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
  return (base || fileName).slice(0, 200);
}
