import { LinkProvider, type LinkComponentProps } from '@manara/ui';
import { forwardRef, useMemo, useState, type ReactNode } from 'react';

export interface StoryRouterProps {
  initialPath: string;
  /** Told of every link followed, as a router would be. */
  onNavigate: (href: string) => void;
  children: (router: { path: string; go: (href: string) => void }) => ReactNode;
}

/**
 * A router stand-in for stories and tests: links change a path held in state instead of loading
 * a page, so a screen can be watched reacting to navigation. Not part of the feature's API.
 */
export function StoryRouter({ initialPath, onNavigate, children }: StoryRouterProps) {
  const [path, setPath] = useState(initialPath);
  const go = useMemo(
    () => (href: string) => {
      onNavigate(href);
      setPath(href);
    },
    [onNavigate],
  );
  const Link = useMemo(
    () =>
      forwardRef<HTMLAnchorElement, Omit<LinkComponentProps, 'ref'>>(function StoryLink({ href, onClick, children: content, ...rest }, ref) {
        return (
          <a
            ref={ref}
            href={href}
            {...rest}
            onClick={(event) => {
              onClick?.(event);
              event.preventDefault();
              go(href);
            }}
          >
            {content}
          </a>
        );
      }),
    [go],
  );
  return <LinkProvider component={Link}>{children({ path, go })}</LinkProvider>;
}
