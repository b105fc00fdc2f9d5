import { ADMIN_PAGES, inLanguage, sitePaths, type AdminPage } from '@manara/api-client/paths';
import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { SiteNavigate } from './navigation';
import { RedirectIfSignedIn } from './guards/RedirectIfSignedIn';
import { Layout } from './layout/Layout';
import { Root } from './Root';
import { Component as CoursesRoute } from './routes/courses';

/** A page whose code loads when it is first shown: the module's `Component`. */
function page(load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return <Page />;
}

/**
 * The admin pages, each in a chunk of its own: one page does not bring the others' tables, charts and forms.
 * Typed by page, so a page added to `ADMIN_PAGES` cannot go without its route.
 */
const ADMIN_PAGE_ROUTES: Record<AdminPage, () => Promise<{ Component: ComponentType }>> = {
  dashboard: () => import('./routes/admin/dashboard'),
  users: () => import('./routes/admin/users'),
  courses: () => import('./routes/admin/courses'),
  subscriptions: () => import('./routes/admin/subscriptions'),
  refunds: () => import('./routes/admin/refunds'),
  reports: () => import('./routes/admin/reports'),
  audit: () => import('./routes/admin/audit'),
  applications: () => import('./routes/admin/applications'),
};

/**
 * Every page of the site at its English address. Pages load on demand, except the catalogue, which comes in the
 * first chunk with the frame (header, footer) rather than one request later (decision 033); the home page is
 * static and light, and loads on demand with its pictures. The account pages
 * (docs/product/routes.md#pages-without-the-frame) stand outside the frame.
 */
const PAGES: RouteObject[] = [
  {
    // Signing in, up, or asking for a reset link makes no sense signed in.
    element: <RedirectIfSignedIn />,
    children: [
      { path: sitePaths.login.pattern, element: page(() => import('./routes/login')) },
      { path: sitePaths.signup.pattern, element: page(() => import('./routes/signup')) },
      { path: sitePaths.forgotPassword.pattern, element: page(() => import('./routes/forget-password')) },
    ],
  },
  { path: sitePaths.resetPassword.pattern, element: page(() => import('./routes/reset-password')) },
  { path: sitePaths.verifyEmail.pattern, element: page(() => import('./routes/verify-email')) },
  // The lesson player has the page to itself (docs/product/learning.md#lesson-player).
  { path: sitePaths.lessons.pattern, element: page(() => import('./routes/lessons')) },
  {
    element: <Layout />,
    children: [
      { path: sitePaths.home.pattern, element: page(() => import('./routes/home')) },
      { path: sitePaths.about.pattern, element: page(() => import('./routes/about')) },
      { path: sitePaths.services.pattern, element: page(() => import('./routes/services')) },
      { path: sitePaths.searchResults.pattern, element: page(() => import('./routes/search-results')) },
      { path: sitePaths.myApplications.pattern, element: page(() => import('./routes/my-applications')) },
      { path: sitePaths.courses.pattern, element: <CoursesRoute /> },
      { path: sitePaths.googleCallback.pattern, element: page(() => import('./routes/google-callback')) },
      { path: sitePaths.profile.pattern, element: page(() => import('./routes/profile')) },
      { path: sitePaths.coursePage.pattern, element: page(() => import('./routes/course-page')) },
      { path: sitePaths.myCourses.pattern, element: page(() => import('./routes/mycourses')) },
      { path: sitePaths.paymentResult.pattern, element: page(() => import('./routes/payment-result')) },
      { path: sitePaths.certificate.pattern, element: page(() => import('./routes/certificate')) },
      { path: sitePaths.certificates.pattern, element: page(() => import('./routes/certificates')) },
      // Also `/Contact`: routes match without regard to case.
      { path: sitePaths.contact.pattern, element: page(() => import('./routes/contact')) },
      // The other reading of a course's address leads to its page.
      { path: '/courses/:courseId', element: page(() => import('./routes/course-alias')) },
      // Admins only: the guard is in the lazy layout, so none of it weighs on other pages.
      {
        path: '/admin',
        element: page(() => import('./routes/admin/layout')),
        children: [
          { index: true, element: <SiteNavigate to={sitePaths.admin('dashboard')} replace /> },
          ...ADMIN_PAGES.map((adminPage) => ({
            path: sitePaths.admin(adminPage),
            element: page(ADMIN_PAGE_ROUTES[adminPage]),
          })),
        ],
      },
      { path: '*', element: page(() => import('./routes/not-found')) },
    ],
  },
];

/** `routes` at their Arabic addresses (docs/product/languages.md): under `/ar`, the not-found page's catch-all too. */
const inArabic = (routes: RouteObject[]): RouteObject[] =>
  routes.map(({ path, children, ...route }) => ({
    ...route,
    ...(path === undefined ? {} : { path: inLanguage(path === '*' ? '/*' : path, 'ar') }),
    ...(children === undefined ? {} : { children: inArabic(children) }),
  })) as RouteObject[];

/** Every page, at its address in each language. */
export const routes: RouteObject[] = [{ element: <Root />, children: [...PAGES, ...inArabic(PAGES)] }];

/** The page for the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}
