import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RedirectIfSignedIn } from './guards/RedirectIfSignedIn';
import { Layout } from './layout/Layout';
import { Root } from './Root';
import { Component as CoursesRoute } from './routes/courses';
import { ADMIN_PAGES } from './routes/admin/pages';
import { RouteError } from './routes/RouteError';

/**
 * Pages load on demand, except the catalogue: it is the front door (/ leads there), so it comes in
 * the first chunk with the frame (header, footer) rather than one request later (decision 007).
 * The inner error boundary keeps the frame around a failing page; the outer one catches the frame
 * itself. The account pages (§2: without wrapper) stand outside it.
 */
export const router = createBrowserRouter([
  {
    Component: Root,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        // Signing in, up, or asking for a reset link makes no sense signed in.
        Component: RedirectIfSignedIn,
        children: [
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'signup', lazy: () => import('./routes/signup') },
          { path: 'forget-password', lazy: () => import('./routes/forget-password') },
        ],
      },
      { path: 'reset-password', lazy: () => import('./routes/reset-password') },
      { path: 'verify-email', lazy: () => import('./routes/verify-email') },
      {
        Component: Layout,
        ErrorBoundary: RouteError,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              // Until the home page exists, the catalogue is the front door.
              { index: true, element: <Navigate to="/courses" replace /> },
              { path: 'courses', Component: CoursesRoute },
              { path: 'auth/google', lazy: () => import('./routes/google-callback') },
              { path: 'profile', lazy: () => import('./routes/profile') },
              { path: 'CoursePage/:courseId', lazy: () => import('./routes/course-page') },
              { path: 'mycourses', lazy: () => import('./routes/mycourses') },
              { path: 'payment/result', lazy: () => import('./routes/payment-result') },
              // Admins only: the guard is in the lazy layout, so none of it weighs on other pages.
              {
                path: 'admin',
                lazy: () => import('./routes/admin/layout'),
                children: [
                  { index: true, element: <Navigate to="dashboard" replace /> },
                  ...ADMIN_PAGES.map((path) => ({
                    path,
                    lazy: () => import('./routes/admin/placeholder'),
                  })),
                ],
              },
              { path: '*', lazy: () => import('./routes/not-found') },
            ],
          },
        ],
      },
    ],
  },
]);
