import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info' | 'warning';

/** Errors interrupt (role=alert); everything else is announced politely (role=status). */
export function Alert({ tone, children, action }: { tone: Tone; children: ReactNode; action?: ReactNode }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="alert__body">{children}</div>
      {action ? <div className="alert__action">{action}</div> : null}
    </div>
  );
}
