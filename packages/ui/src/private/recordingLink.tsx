import { forwardRef } from 'react';
import type { LinkComponentProps } from '../LinkProvider';

/**
 * A router stand-in for stories and tests: it reports where a link goes to `navigate`
 * instead of loading a page.
 */
export function recordingLink(navigate: (href: string) => void) {
  return forwardRef<HTMLAnchorElement, LinkComponentProps>(function RecordingLink({ href, children, ...rest }, ref) {
    return (
      <a
        ref={ref}
        href={href}
        {...rest}
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    );
  });
}
