import {
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cx } from '../private/cx';
import { ChevronDownIcon } from '../private/icons';
import { RoutedLink } from '../RoutedLink';
import * as styles from './Menu.css';

/** One choice in a menu: a link (through the app's link component) or an action. */
export type MenuItem =
  | { id: string; label: ReactNode; href: string; onSelect?: never }
  | { id: string; label: ReactNode; onSelect: () => void; href?: never };

export const MENU_ALIGNS = ['start', 'end'] as const;
export type MenuAlign = (typeof MENU_ALIGNS)[number];

export interface MenuProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The button's accessible name; its content (`trigger`) may be a picture alone. */
  label: string;
  /** What the button shows, e.g. an `Avatar` (mark it decorative: `label` names the button). */
  trigger: ReactNode;
  items: readonly MenuItem[];
  /** The side of the button the list lines up with: `end` for a button at the end of a bar. */
  align?: MenuAlign;
  /** Controls the menu from outside, e.g. to close it when the page changes. */
  open?: boolean;
  onOpenChange?: (event: { open: boolean }) => void;
}

/**
 * A menu button (WAI-ARIA APG): the button opens a list of links and actions and focus moves
 * into it; arrows, Home and End move between the items, Escape closes and returns to the button,
 * Tab closes and moves on, a click outside closes, and choosing an item closes.
 */
export function Menu({ label, trigger, items, align = 'start', open: openProp, onOpenChange, className, ...rest }: MenuProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const [ownOpen, setOwnOpen] = useState(false);
  const [active, setActive] = useState(0);
  const open = openProp ?? ownOpen;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.({ open: next });
  };
  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  // Open: the current item takes focus. Closed with focus still inside (Escape, a choice, the
  // owner closing it): focus returns to the button rather than vanishing with the list.
  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
    else if (menuRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    return () => document.removeEventListener('pointerdown', closeIfOutside);
  });

  const last = items.length - 1;
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : last);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      setActive(to);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Tab') {
      // From the button, the browser's own Tab lands on whatever follows the menu.
      buttonRef.current?.focus();
      setOpen(false);
    } else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      // Space chooses a menu item, links included (a plain link would scroll the page).
      event.preventDefault();
      event.target.click();
    }
  };

  // Whatever renders the links (the app's router), choosing an item closes the menu.
  const onMenuClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('[role="menuitem"]')) setOpen(false);
  };

  return (
    <div ref={rootRef} {...rest} className={cx(styles.root, className)}>
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        className={styles.trigger}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div
        ref={menuRef}
        id={`${id}-menu`}
        role="menu"
        // Focus lives on the items; the list itself is reachable only by script.
        tabIndex={-1}
        aria-labelledby={`${id}-button`}
        className={styles.menu}
        data-align={align}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        onClick={onMenuClick}
      >
        {items.map((item, index) => {
          const common = {
            ref: (element: HTMLElement | null) => {
              itemRefs.current[index] = element;
            },
            role: 'menuitem',
            tabIndex: -1,
            className: styles.item,
            onFocus: () => setActive(index),
          } as const;
          return item.href !== undefined ? (
            <RoutedLink key={item.id} {...common} href={item.href}>
              {item.label}
            </RoutedLink>
          ) : (
            <button key={item.id} {...common} type="button" onClick={item.onSelect}>
              {item.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
