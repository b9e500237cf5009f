import { useEffect, useRef, useState } from 'react';

/**
 * Whole seconds since `signature` last changed, counted on the page's own clock while `active`
 * (0 when inactive or just changed). The writer's lastActivityAt is a server time: comparing it
 * with the browser's clock would read a skewed clock as a stall (or hide one), so the page counts
 * from when it saw the activity change instead. It may start counting up to a poll late, never early.
 */
export function useIdleSeconds(signature: string, active: boolean): number {
  const seen = useRef({ signature, at: 0 });
  const [tick, setTick] = useState({ signature, seconds: 0 });
  useEffect(() => {
    seen.current = { signature, at: Date.now() };
  }, [signature]);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      const { signature: current, at } = seen.current;
      setTick({ signature: current, seconds: Math.floor((Date.now() - at) / 1000) });
    }, 1000);
    return () => clearInterval(timer);
  }, [active]);
  return active && tick.signature === signature ? tick.seconds : 0;
}
