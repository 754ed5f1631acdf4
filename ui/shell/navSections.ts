/** The side navigation of spec 2.17: each section, its address and the pages that belong to it. */
export type NavSectionId = 'home' | 'companies' | 'assistants' | 'analysis' | 'search';

export type NavSection = { id: NavSectionId; href: string; subpages: readonly string[] };

export const NAV_SECTIONS: readonly NavSection[] = [
  { id: 'home', href: '/', subpages: [] },
  { id: 'companies', href: '/companies', subpages: ['/company-profile', '/integration-profile'] },
  { id: 'assistants', href: '/assistants', subpages: ['/chatbot-designer', '/conversation-report', '/code-station-editor', '/code-station-integration'] },
  {
    id: 'analysis',
    href: '/analysis',
    subpages: ['/analysis', '/assistant-analysis', '/assistant-analyze', '/ai-reporting', '/conversation-assistant-report', '/conversations'],
  },
  { id: 'search', href: '/search', subpages: [] },
];

/** A path belongs to a page when it is that page or lies under it (/company-profile/create-zoho). */
function isUnder(pathname: string, page: string): boolean {
  return pathname === page || pathname.startsWith(`${page}/`);
}

/** Which section is active for a path; Home only for the dashboard itself. */
export function activeSection(pathname: string): NavSectionId | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return 'home';
  const section = NAV_SECTIONS.find((s) => s.id !== 'home' && [s.href, ...s.subpages].some((p) => isUnder(path, p)));
  return section?.id ?? null;
}
