// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render as rtlRender, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';

function Token() {
  return <p>token {useSession().accessToken}</p>;
}

afterEach(cleanup);

const render = (ui: ReactNode) => rtlRender(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('SessionProvider', () => {
  it('renders only the fallback until the session is authenticated', async () => {
    let resolve: (token: string) => void = () => undefined;
    const checkSession = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    render(
      <SessionProvider fallback={<p>spinner</p>} navigate={vi.fn()} deps={{ checkSession }}>
        <Token />
      </SessionProvider>,
    );
    expect(screen.getByText('spinner')).toBeTruthy();
    expect(screen.queryByText(/token/)).toBeNull();
    await act(async () => resolve('abc'));
    expect(screen.getByText('token abc')).toBeTruthy();
    expect(screen.queryByText('spinner')).toBeNull();
    expect(checkSession).toHaveBeenCalled();
  });

  it('shows the error toast of a failed check and stays on the fallback', async () => {
    const notifyError = vi.fn();
    const checkSession = vi.fn(async () => {
      throw new Error('Service unavailable');
    });
    render(
      <SessionProvider fallback={<p>spinner</p>} navigate={vi.fn()} deps={{ checkSession, notifyError }}>
        <Token />
      </SessionProvider>,
    );
    await act(async () => undefined);
    expect(notifyError).toHaveBeenCalledWith('Service unavailable');
    expect(screen.getByText('spinner')).toBeTruthy();
  });
});
