import { Outlet } from 'react-router-dom';
import { RequireSession } from '../../src/RequireSession';
import { ConsoleApolloProvider } from '../app/ConsoleApolloProvider';
import { LanguageSwitch } from '../kit/LanguageSwitch';
import { SideNav } from './SideNav';
import { MAIN_CONTENT_ID, SkipToContent } from './SkipToContent';
import { registerTopbarSlot } from './topbarSlot';
import { useSearchShortcut } from './useSearchShortcut';
import './shell.css';

/** Every signed-in route: the session guard, the side navigation and the page. */
export default function SignedInShell() {
  useSearchShortcut();
  return (
    <RequireSession>
      <ConsoleApolloProvider>
        <div className="shell">
          <SkipToContent />
          <SideNav />
          <div className="shell-body">
            <header className="shell-topbar">
              <div className="shell-topbar-tools" ref={registerTopbarSlot} />
              <LanguageSwitch />
            </header>
            <main className="shell-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
              <Outlet />
            </main>
          </div>
        </div>
      </ConsoleApolloProvider>
    </RequireSession>
  );
}
