import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On a /#anchor navigation, scroll the anchor into view once it exists (the landing sections
 * render after their lazy chunk and translations arrive, so try for a short while).
 */
export function ScrollToHash() {
  const { hash, pathname, key } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frames = 0;
    let handle = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        return;
      }
      if (frames++ < 120) handle = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(handle);
  }, [hash, pathname, key]);
  return null;
}
