import type { ReactNode } from 'react';

/** Frame of a static page: one h1, an optional lead paragraph, the content. */
export function StaticPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
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
