import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The app's data router; created once, so the session can navigate before it renders. */
export const router = createBrowserRouter(routes);
