import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** True while the element's content is wider than the element (it scrolls sideways). */
function useOverflowsX(ref: React.RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/**
 * A comparison table that stays whole on a phone: with one or two items it fits the width;
 * from three items on, its label column is sticky and, when it does scroll sideways, a hint
 * says so. The wrapper is focusable so keyboard users can scroll it.
 */
export function ScrollTable({ label, itemCount, children }: { label: string; itemCount: number; children: ReactNode }) {
  const { t } = useTranslation('compare');
  const ref = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsX(ref);
  return (
    <div className="scroll-table" data-items={itemCount}>
      <div ref={ref} className="table-scroll" role="group" aria-label={label} tabIndex={0}>
        {children}
      </div>
      <p className="scroll-table__hint report-no-print" hidden={!overflows}>
        {t('report.scrollHint')}
        <span aria-hidden="true"> →</span>
      </p>
    </div>
  );
}
