import { forwardRef, useState, type HTMLAttributes } from 'react';
import { cx } from '../private/cx';
import { avatar, image, initials as initialsStyle, silhouette, type AvatarRecipeVariants } from './Avatar.css';

export const AVATAR_SIZES = ['sm', 'md', 'lg', 'xl'] as const satisfies ReadonlyArray<AvatarRecipeVariants['size']>;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's name: what the picture is called, and where the initials come from. */
  name: string;
  /** The photo. Without one, or when it cannot load, the initials show instead. */
  src?: string;
  size?: AvatarSize;
  /** The name is said beside the avatar already (e.g. by the button around it): hide it from assistive technology. */
  decorative?: boolean;
}

/**
 * The first letter of the first and the last word of a name. A zero-width non-joiner keeps two
 * Arabic letters apart, as initials are written, instead of joining them into one word.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word === undefined ? '' : (Array.from(word)[0] ?? '')))
    .filter(Boolean)
    .join('\u200c')
    .toLocaleUpperCase();
}

/** A person's photo in a circle, or their initials when there is no photo. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, src, size = 'md', decorative = false, className, ...rest },
  ref,
) {
  // Remember which address failed, so a new photo gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string>();
  const showPhoto = src !== undefined && src !== '' && failedSrc !== src;
  const initials = initialsOf(name);
  return (
    <span
      ref={ref}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      {...rest}
      className={cx(avatar({ size }), className)}
    >
      {showPhoto ? (
        <img className={image} src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : initials ? (
        // Drawn by CSS: the person's name (the label of the avatar or of a button around it) is
        // what assistive technology should say, and two letters are no text of their own.
        <span className={initialsStyle} data-initials={initials} />
      ) : (
        <svg className={silhouette} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4.5" />
          <path d="M3.5 22c.6-4.6 4-7.5 8.5-7.5s7.9 2.9 8.5 7.5z" />
        </svg>
      )}
    </span>
  );
});
