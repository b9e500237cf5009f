import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

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
