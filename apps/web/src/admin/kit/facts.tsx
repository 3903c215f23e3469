import type { ReactNode } from 'react';

/** A titled part of a detail screen (a person's profile, a payment), a region named by its heading. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const titleId = `section-${id}`;
  return (
    <section aria-labelledby={titleId} className="form-section profile-section">
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}

/** Label and value pairs (a description list: two columns from 700 px, admin.css). */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="profile-facts">{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="profile-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
