import type { MouseEvent } from 'react';
import { useLinkClickHandler } from 'react-router';

/** The absolute address of a path on the site's own origin. */
export const absoluteUrl = (path: string): string => new URL(path, window.location.origin).href;

/**
 * Props for an anchor to an app route: an absolute href on our origin (so
 * open-in-new-tab and copy-link work) with a plain click handled by the router.
 */
export function useAppLink(to: string, onNavigate?: () => void) {
  const routerClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return {
    href: absoluteUrl(to),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onNavigate?.();
      routerClick(event);
    },
  };
}
