import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { RouteError } from './routes/RouteError';

/** Where a page that throws, or whose code cannot load, is caught: `RouteError` shows in its place until the next navigation. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[key]}>
      {children}
    </ErrorBoundary>
  );
}
