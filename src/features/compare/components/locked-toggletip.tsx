import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '@/hooks/use-dismiss';
import { LockIcon } from '@/components/ui/icons';

/**
 * The lock next to a disabled option. A toggletip rather than a hover tooltip: a button that
 * keyboard and touch users can reach (the disabled control itself cannot take focus); it shows
 * the message on focus, hover or tap and hides on Escape, blur or a tap elsewhere.
 */
export function LockedToggletip({ name }: { name: string }) {
  const { t } = useTranslation('compare');
  const [open, setOpen] = useState(false);
  const tipId = useId();
  const wrapper = useRef<HTMLSpanElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, wrapper, close);

  return (
    <span className="locked" ref={wrapper} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="locked__button"
        aria-label={t('form.lockedButton', { name })}
        aria-describedby={tipId}
        aria-expanded={open}
        // Focus already opens it on a tap; the click must not toggle it shut again.
        onClick={() => setOpen(true)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        <LockIcon />
      </button>
      {/* Always in the DOM so aria-describedby resolves; shown only when open. */}
      <span id={tipId} role="tooltip" className={`locked__tip${open ? ' is-open' : ''}`}>
        {t('form.locked')}
      </span>
    </span>
  );
}
