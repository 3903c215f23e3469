import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import '../auth.css';

/** The frame of every access screen: a narrow column with the screen's heading and an introduction. */
export function AccessPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="access-page">
      <h1>{title}</h1>
      {intro ? <p className="access-intro">{intro}</p> : null}
      {children}
    </section>
  );
}
