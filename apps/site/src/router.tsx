import { ADMIN_PAGES, sitePaths } from '@manara/api-client/paths';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RedirectIfSignedIn } from './guards/RedirectIfSignedIn';
import { Layout } from './layout/Layout';
import { Root } from './Root';
import { Component as CoursesRoute } from './routes/courses';
import { RouteError } from './routes/RouteError';

/**
 * Pages load on demand, except the catalogue: it is the front door (/ leads there), so it comes in
 * the first chunk with the frame (header, footer) rather than one request later (decision 033).
 * The inner error boundary keeps the frame around a failing page; the outer one catches the frame
 * itself. The account pages (docs/product/routes.md#pages-without-the-frame) stand outside it.
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
          { path: sitePaths.login.pattern, lazy: () => import('./routes/login') },
          { path: sitePaths.signup.pattern, lazy: () => import('./routes/signup') },
          { path: sitePaths.forgotPassword.pattern, lazy: () => import('./routes/forget-password') },
        ],
      },
      { path: sitePaths.resetPassword.pattern, lazy: () => import('./routes/reset-password') },
      { path: sitePaths.verifyEmail.pattern, lazy: () => import('./routes/verify-email') },
      {
        Component: Layout,
        ErrorBoundary: RouteError,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              // Until the home page exists, the catalogue is the front door.
              { index: true, element: <Navigate to={sitePaths.courses()} replace /> },
              { path: sitePaths.courses.pattern, Component: CoursesRoute },
              { path: sitePaths.googleCallback.pattern, lazy: () => import('./routes/google-callback') },
              { path: sitePaths.profile.pattern, lazy: () => import('./routes/profile') },
              { path: sitePaths.coursePage.pattern, lazy: () => import('./routes/course-page') },
              { path: sitePaths.myCourses.pattern, lazy: () => import('./routes/mycourses') },
              { path: sitePaths.paymentResult.pattern, lazy: () => import('./routes/payment-result') },
              // Admins only: the guard is in the lazy layout, so none of it weighs on other pages.
              {
                path: '/admin',
                lazy: () => import('./routes/admin/layout'),
                children: [
                  { index: true, element: <Navigate to={sitePaths.admin('dashboard')} replace /> },
                  ...ADMIN_PAGES.map((page) => ({
                    path: sitePaths.admin(page),
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
