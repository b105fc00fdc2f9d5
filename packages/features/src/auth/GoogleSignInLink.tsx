import { ButtonLink } from '@manara/ui';
import * as layout from '../shared/account/AuthLayout.css';
import { GOOGLE_SIGN_IN_HREF } from './constants';

/** 'or', then signing in with Google (docs/product/accounts.md#google-sign-in). */
export function GoogleSignInLink({ or, google }: { or: string; google: string }) {
  return (
    <>
      <div className={layout.divider}>{or}</div>
      {/* A full page load on purpose (the app's links leave `/api/` to the browser): the API redirects to Google. */}
      <ButtonLink href={GOOGLE_SIGN_IN_HREF} variant="outline" fullWidth>
        {google}
      </ButtonLink>
    </>
  );
}
