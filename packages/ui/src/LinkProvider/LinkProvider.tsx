import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type RefAttributes,
} from 'react';

/** What every link component receives: anchor props with a required `href`, and a ref. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string } & RefAttributes<HTMLAnchorElement>;

export type LinkComponent = ComponentType<LinkComponentProps>;

/** The plain anchor used when no provider is present: full page loads, as on any website. */
const Anchor = forwardRef<HTMLAnchorElement, LinkComponentProps>(function Anchor({ children, ...rest }, ref) {
  return (
    <a ref={ref} {...rest}>
      {children}
    </a>
  );
});

const LinkContext = createContext<LinkComponent>(Anchor);

export interface LinkProviderProps {
  /** Renders every link inside, e.g. an adapter around the router's `Link` for client-side navigation. */
  component: LinkComponent;
  children?: ReactNode;
}

/** Lets the app decide how links navigate; ui itself knows no router. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  // `.Provider` rather than React 19's bare context element: React 18.3 is a supported peer.
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component every ui link renders through. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
