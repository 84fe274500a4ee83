// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { renderShell } from '../testing/render-shell';
import { ErrorPage } from './error-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const throwing = (error: unknown) => () => {
  throw error;
};

describe('ErrorPage', () => {
  it('shows not-found for a 404 route response', async () => {
    const routes = [{ path: '*', loader: throwing(data(null, { status: 404 })), Component: () => null, HydrateFallback: () => null, errorElement: <ErrorPage /> }];
    renderShell(null, { routes, path: '/areas' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByTestId('error-message').textContent).toMatch(/nothing at this address/);
  });

  it('shows the message and the fields that are present, then goes back', async () => {
    // React Router logs the render error it catches; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = new ApiError({ message: 'Trip not visible', code: 'forbidden', title: 'Forbidden', status: 403, url: '/api/v1/x', data: { trip: 'T-1' } });
    const routes = [
      { path: '/', element: <p>start</p> },
      { path: '/broken', Component: throwing(error), errorElement: <ErrorPage /> },
    ];
    const { router } = renderShell(null, { routes, path: '/' });
    await router.navigate('/broken');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByTestId('error-message').textContent).toBe('Trip not visible');
    const text = document.body.textContent ?? '';
    for (const part of ['Title', 'Forbidden', 'Code', 'forbidden', 'Status', '403', 'Address', '/api/v1/x', '"trip": "T-1"']) expect(text).toContain(part);
    expect(text).not.toContain('Support');
    expect(text).not.toContain('Name');
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
