import { useEffect, type RefObject } from 'react';

/**
 * Calls `onEscape` when Escape is pressed anywhere in the document while `active`: the one
 * Escape listener behind every popup, menu and drawer.
 */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, onEscape]);
}

/**
 * Closes a popup (menu, toggletip) while it is open: on Escape, or on a pointer press outside
 * `container`.
 */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, close: () => void): void {
  useEscapeKey(open, close);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, container, close]);
}
