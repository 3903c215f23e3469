import { useEffect, type ReactNode } from 'react';

/** A console screen's heading (the page's one h1, also the document title) with its actions beside it. */
export function PageHeader({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Congrega`;
  }, [title]);
  return (
    <header className="page-header">
      <div>
        <h1>{title}</h1>
        {children}
      </div>
      {actions ? <div className="page-header-actions">{actions}</div> : null}
    </header>
  );
}
