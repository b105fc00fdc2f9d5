import { createBrowserRouter, Navigate } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { Root } from './Root';
import { RouteError } from './routes/RouteError';

/**
 * Pages load on demand; the frame (header, footer) is in the first chunk. The inner error
 * boundary keeps the frame around a failing page; the outer one catches the frame itself.
 * The account pages (§2: without wrapper) stand outside the frame.
 */
export const router = createBrowserRouter([
  {
    Component: Root,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { path: 'login', lazy: () => import('./routes/login') },
      {
        Component: Layout,
        ErrorBoundary: RouteError,
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
    ],
  },
]);
