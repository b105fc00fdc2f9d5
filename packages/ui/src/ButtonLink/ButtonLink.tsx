import { forwardRef } from 'react';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { buttonRecipe } from '../private/buttonRecipe.css';
import { cx } from '../private/cx';
import { RoutedLink, type RoutedLinkProps } from '../RoutedLink/RoutedLink';

export interface ButtonLinkProps extends RoutedLinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * A link that looks like a Button: for what the page offers next when it is a place to go, not an
 * action. Rendered by the app's link component (its router), as RoutedLink is.
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'md', fullWidth = false, className, ...rest },
  ref,
) {
  return <RoutedLink ref={ref} {...rest} className={cx(buttonRecipe({ variant, size, fullWidth }), className)} />;
});
