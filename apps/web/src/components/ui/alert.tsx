import './alert.css';
import type { ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

/**
 * A message block. Errors use role=alert (announced at once); the rest role=status (announced politely).
 */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`alert alert-${tone}`}>
      <div className="alert-body">
        {title ? <p className="alert-title">{title}</p> : null}
        {children}
      </div>
      {action ? <div className="alert-action">{action}</div> : null}
    </div>
  );
}
