// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('Providers failed');
}

describe('AppErrorBoundary', () => {
  it('shows the Unexpected Application Error page with the message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByText('Providers failed')).toBeTruthy();
  });

  it('renders its children when nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>fine</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
  });
});
