import type { ReactNode } from 'react';
import { LanguageSwitch } from './LanguageSwitch';

/** The frame of the public account pages: brand, language switch, one card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth-layout">
      <header className="auth-header">
        <span className="brand">
          <span aria-hidden="true">◆</span>
          <span className="brand-name">Assistant Console</span>
        </span>
        <LanguageSwitch />
      </header>
      <main className="auth-card">
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}
