/** The staff sections of the top bar. `match` is the path prefix that makes a link active. */
export const NAV_ITEMS = [
  { key: 'map', to: '/map', match: '/map' },
  { key: 'trips', to: '/trips/all', match: '/trips' },
  { key: 'ongoing', to: '/trips/ongoing', match: '/trips/ongoing' },
  { key: 'areas', to: '/areas', match: '/areas' },
  { key: 'vessels', to: '/vessels', match: '/vessels' },
] as const;

export type NavKey = (typeof NAV_ITEMS)[number]['key'];

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The active section: the longest matching prefix, so /trips/ongoing is Ongoing, not Trips. */
export function activeNavKey(pathname: string): NavKey | null {
  let best: (typeof NAV_ITEMS)[number] | null = null;
  for (const item of NAV_ITEMS) {
    if (within(pathname, item.match) && (!best || item.match.length > best.match.length)) best = item;
  }
  return best?.key ?? null;
}

/** True when the path is inside the manager area. */
export const isManagePath = (pathname: string) => within(pathname, '/manage');
