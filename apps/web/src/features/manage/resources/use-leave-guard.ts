import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Unsaved changes: a navigation inside the app waits for the user's answer
 * (the blocker), leaving the page (reload, close) gets the browser's prompt.
 * `allow()` lets the next navigation through, e.g. after a save.
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocker,
    allow: () => {
      allowed.current = true;
    },
  };
}
