/**
 * A 24px stroke icon from one SVG path. Decorative (aria-hidden): the control around it carries the
 * label. Each user keeps its own path so icons ship only with the code that shows them.
 */
export function Icon({ d, className }: { d: string; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
