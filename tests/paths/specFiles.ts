import { dirname, relative, resolve, sep } from 'node:path';

/** The import specifier of a repository file (no extension) from a generated file. */
export function importPath(file: string, root: string, target: string): string {
  const path = relative(dirname(resolve(root, file)), resolve(root, target))
    .split(sep)
    .join('/');
  return path.startsWith('.') ? path : `./${path}`;
}
