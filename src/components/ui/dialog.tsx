import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  /** The dialog's heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (the close button is always there at the top). */
  footer?: ReactNode;
  className?: string;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** showModal() makes the page inert, but Tab can still leave for the browser's own UI: wrap around instead. */
function keepFocusInside(dialog: HTMLDialogElement, event: { shiftKey: boolean; preventDefault: () => void }) {
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (so focus
 * stays inside) and Escape closes it. Mount it to open it, unmount it to close it; focus goes
 * back to whatever had it before (usually the button that opened the dialog).
 */
export function Dialog({ title, onClose, children, footer, className }: DialogProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      // No showModal() (jsdom, very old browsers): open it and move focus in, as showModal would.
      dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={['dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      // Escape fires `cancel`: the parent decides (it unmounts us), the browser does not close on its own.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        } else if (event.key === 'Tab') {
          keepFocusInside(event.currentTarget, event);
        }
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="btn btn--ghost dialog__close" onClick={() => onClose()}>
          {t('close')}
        </button>
      </div>
      <div className="dialog__body">{children}</div>
      {footer ? <div className="dialog__footer">{footer}</div> : null}
    </dialog>
  );
}
