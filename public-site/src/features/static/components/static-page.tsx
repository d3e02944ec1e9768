import type { ReactNode } from 'react';
import { useDocumentTitle } from 'shared-ui';

/** Frame of a static page: one h1, an optional lead paragraph, the content. */
export function StaticPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  // The server's <title> on a first visit; this one after a move within the app or a language change.
  useDocumentTitle(title);
  return (
    <div className="page static-page">
      <header className="static-header">
        <h1>{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}
