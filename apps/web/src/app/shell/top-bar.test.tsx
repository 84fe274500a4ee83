// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, TEST_TENANT, TEST_USER } from '../../testing/render-shell';
import { TopBar } from './top-bar';

const origin = window.location.origin;
const notifications = [
  { id: 11, read_at: null, created_at: '2025-03-03T10:00:00Z', data: { notification: 'Trip NWR-1 entered Gulf of Aden', path: '/trips/NWR-1' } },
  { id: 12, read_at: '2025-03-02T10:00:00Z', created_at: '2025-03-02T09:00:00Z', data: { notification: 'Invoice confirmed', path: null } },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('top bar', () => {
  it('links the logo home and the five sections by absolute address, highlighting the active one', () => {
    renderShell(<TopBar />, { path: '/trips/ongoing' });
    const logo = screen.getByRole('img', { name: TEST_TENANT.name });
    expect(logo.getAttribute('src')).toBe(TEST_TENANT.logo_url);
    expect(logo.closest('a')?.getAttribute('href')).toBe(`${origin}/`);
    // The inline links are CSS-hidden below 1200px (the test window's width); the menu takes over there.
    const nav = screen.getByLabelText('Sections');
    expect(nav.tagName).toBe('NAV');
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Map', `${origin}/map`],
      ['Trips', `${origin}/trips/all`],
      ['Ongoing', `${origin}/trips/ongoing`],
      ['Areas', `${origin}/areas`],
      ['Vessels', `${origin}/vessels`],
    ]);
    expect(within(nav).getByRole('link', { name: 'Ongoing', hidden: true }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Trips', hidden: true }).getAttribute('aria-current')).toBeNull();
  });

  it('navigates in the app when a section is clicked', async () => {
    const { router } = renderShell(<TopBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the sections menu' }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Vessels' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vessels'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows Manage to managers and admins only', () => {
    renderShell(<TopBar />);
    expect(screen.queryByRole('link', { name: 'Manage' })).toBeNull();
    cleanup();
    renderShell(<TopBar />, { user: { ...TEST_USER, permissions: ['manage-tenant-users'] } });
    expect(screen.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe(`${origin}/manage`);
    cleanup();
    renderShell(<TopBar />, { user: { ...TEST_USER, roles: ['super-admin'], permissions: [] } });
    expect(screen.getByRole('link', { name: 'Manage' })).toBeTruthy();
  });

  it('shows the return-to-portal button only when the tenant sets it', () => {
    renderShell(<TopBar />);
    expect(screen.queryByRole('link', { name: 'Return to portal' })).toBeNull();
    cleanup();
    const settings = [{ name: 'return-to-portal-button', setting: 'https://portal.nordic.test/' }];
    renderShell(<TopBar />, { tenant: { ...TEST_TENANT, settings } });
    expect(screen.getByRole('link', { name: 'Return to portal' }).getAttribute('href')).toBe('https://portal.nordic.test/');
  });

  it('shows initials, then name and role disabled, account links and a full-page logout', () => {
    renderShell(<TopBar />);
    const button = screen.getByRole('button', { name: 'Open the account menu' });
    expect(button.textContent).toBe('SL');
    fireEvent.click(button);
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.slice(0, 2).map((item) => [item.textContent, item.getAttribute('aria-disabled')])).toEqual([
      ['Siri Staff Larsen', 'true'],
      ['staff', 'true'],
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Account' }).getAttribute('href')).toBe(`${origin}/account`);
    expect(within(menu).getByRole('menuitem', { name: 'Subscriptions' }).getAttribute('href')).toBe(`${origin}/subscriptions`);
    expect(within(menu).getByRole('menuitem', { name: 'Log out' }).getAttribute('href')).toBe(`${origin}/logout`);
  });
});

describe('notifications bell', () => {
  it('shows an empty-state entry when there are none', async () => {
    renderShell(<TopBar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    expect(within(screen.getByRole('menu')).getByText('You have no notifications')).toBeTruthy();
  });

  it('counts unread ones, marks one read on click, then goes to its path', async () => {
    const { fetchMock, router } = renderShell(<TopBar />, { notifications });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByTitle('Unread')).toBeTruthy();
    expect(within(menu).getByTitle('Read')).toBeTruthy();
    fireEvent.click(within(menu).getByText('Trip NWR-1 entered Gulf of Aden'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/NWR-1'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/v1/seaward/notifications/11/read');
  });
});
