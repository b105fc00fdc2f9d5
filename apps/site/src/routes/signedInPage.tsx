import type { ComponentType } from 'react';
import { RequireSignedIn } from '../guards/RequireSignedIn';
import { titledPage, type PageTitle } from './titledPage';

/**
 * `titledPage` for the signed-in user only (a visitor goes to /login, see `RequireSignedIn`). A module of its own,
 * so the pages anyone may open do not load the guard.
 */
export function signedInPage(title: PageTitle, Screen: ComponentType): ComponentType {
  const Page = titledPage(title, Screen);
  return function Component() {
    return (
      <RequireSignedIn>
        <Page />
      </RequireSignedIn>
    );
  };
}
