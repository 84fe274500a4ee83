import { ApiError } from '../../../api/api-error';

// Thrown while rendering (not from a loader), so they are errors with a
// status that the route's error page reads, not router responses.

/** The page is not there (or not built): the error page's not-found view. */
export const pageNotFound = () => new ApiError({ message: '', status: 404, code: 'not_found', title: 'Not Found' });

/** The user may not open the page. */
export const pageForbidden = (message: string) => new ApiError({ message, status: 403, code: 'forbidden', title: 'Forbidden' });
