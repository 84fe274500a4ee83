import { data, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { describeError } from './describe-error';

// What a loader's `throw data(...)` becomes by the time useRouteError() sees it.
function routeError(value: ReturnType<typeof data>) {
  return new ErrorResponse(value.init?.status ?? 500, value.init?.statusText, value.data);
}

describe('describeError', () => {
  it('reads a 404 route response as not found', () => {
    expect(describeError(routeError(data(null, { status: 404, statusText: 'Not Found' })))).toMatchObject({
      notFound: true,
      message: '',
      status: 404,
    });
  });

  it('shows every field of an ApiError, hiding the generic name', () => {
    const error = new ApiError({ message: 'No access', code: 'forbidden', title: 'Forbidden', status: 403, url: '/api/x', support: 'ref-9', data: { a: 1 } });
    expect(describeError(error)).toEqual({
      notFound: false,
      message: 'No access',
      title: 'Forbidden',
      name: undefined,
      code: 'forbidden',
      status: 403,
      url: '/api/x',
      support: 'ref-9',
      data: { a: 1 },
    });
  });

  it('shows a specific name, and no status when there was no response', () => {
    const error = new ApiError({ message: 'Offline', name: 'NetworkError', status: -1 });
    expect(describeError(error)).toMatchObject({ name: 'NetworkError', status: undefined, title: 'Unknown Error' });
  });

  it('reads plain errors and thrown strings', () => {
    expect(describeError(new Error('Trip ID is required'))).toMatchObject({ message: 'Trip ID is required', name: undefined, notFound: false });
    expect(describeError(new TypeError('x is undefined')).name).toBe('TypeError');
    expect(describeError('Organisation ID is required').message).toBe('Organisation ID is required');
  });
});
