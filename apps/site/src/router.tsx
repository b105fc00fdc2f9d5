import { createBrowserRouter, Navigate } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { RouteError } from './routes/RouteError';

/**
 * Pages load on demand; the frame (header, footer) is in the first chunk. The inner error
 * boundary keeps the frame around a failing page; the outer one catches the frame itself.
 */
export const router = createBrowserRouter([
  {
    Component: Layout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          // Until the home page exists, the catalogue is the front door.
          { index: true, element: <Navigate to="/courses" replace /> },
          { path: 'courses', lazy: () => import('./routes/courses') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
]);
