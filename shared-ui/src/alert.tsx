import type { ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

type AlertProps = { tone?: AlertTone; title?: string; children?: ReactNode; className?: string; testId?: string };

/** Inline message. Errors are announced at once (role alert), the rest politely (role status). */
export function Alert({ tone = 'info', title, children, className, testId }: AlertProps) {
  return (
    <div
      className={['alert', `alert-${tone}`, className].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {title ? <p className="alert-title">{title}</p> : null}
      {children ? <div className="alert-body">{children}</div> : null}
    </div>
  );
}
