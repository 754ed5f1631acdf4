// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, OPEN_PAGES, SIGNED_IN_PAGES, SIGNED_IN_SHELL } from '../../services/contracts/pageRoutes';

const root = join(import.meta.dirname, '..', '..');
const named = [...OPEN_PAGES, ...SIGNED_IN_PAGES].map((route) => route.page);

describe('the table of the console’s pages', () => {
  it('names modules that exist, and every page module of ui/pages (a part of pages is not one)', () => {
    for (const page of [...named, SIGNED_IN_SHELL, NOT_FOUND_PAGE]) expect(existsSync(join(root, page)), page).toBe(true);
    const pageFiles = readdirSync(join(root, 'ui/pages'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /Page\.tsx$/.test(file) && !file.endsWith('CompanyScopedPage.tsx'))
      .map((file) => `ui/pages/${file.split('\\').join('/')}`);
    expect(pageFiles.filter((file) => !named.includes(file) && file !== NOT_FOUND_PAGE)).toEqual([]);
  });

  it('has one route per address', () => {
    const open = OPEN_PAGES.map((route) => route.path.toLowerCase());
    const signedIn = SIGNED_IN_PAGES.map((route) => `/${route.path}`);
    // /error and /Error are both addresses of spec 2.2 (the same page).
    expect(open.filter((path, index) => open.indexOf(path) !== index)).toEqual(['/error']);
    expect(new Set(signedIn).size).toBe(signedIn.length);
    expect(signedIn.filter((path) => open.includes(path))).toEqual([]);
  });
});
