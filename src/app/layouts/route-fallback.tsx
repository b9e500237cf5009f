import { Spinner } from '@/components/ui/spinner';
import './route-fallback.css';

/**
 * What a layout's main area shows while a screen suspends: a spinner in a box as tall as the
 * viewport below the header, so the footer stays below the fold and does not jump when the
 * screen arrives (a layout shift the visitor sees).
 */
export function RouteFallback() {
  return (
    <div className="route-fallback">
      <Spinner />
    </div>
  );
}
