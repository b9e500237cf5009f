import { useId, useState, type ReactNode } from 'react';

interface TooltipProps {
  /** The tooltip text, also exposed to assistive technology through aria-describedby. */
  content: string;
  children: ReactNode;
  className?: string;
}

/**
 * Shows `content` on hover and on keyboard focus (the trigger is focusable), and hides it on
 * Escape (WCAG 1.4.13: dismissible without moving the pointer or focus).
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span
      className={['tooltip', dismissed ? 'tooltip--dismissed' : null, className].filter(Boolean).join(' ')}
      // A focusable wrapper so keyboard users can reach the explanation, not only mouse users.
      tabIndex={0}
      aria-describedby={id}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      {children}
      <span role="tooltip" id={id} className="tooltip__bubble">
        {content}
      </span>
    </span>
  );
}
