import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useEffect, useRef, type ForwardedRef, type RefObject } from 'react';

/**
 * What a dialog that runs an action needs while the action is under way: it cannot be closed (Escape, a
 * click outside, its own close), and focus stays in it when the pressed button is disabled, instead of
 * falling to the page behind. For `ActionDialog`, the modal of ConfirmDialog and FormDialog.
 */
export interface BusyModal {
  box: RefObject<HTMLDivElement | null>;
  /** For Radix's Content `ref`. */
  setBox: (node: HTMLDivElement | null) => void;
  /** For Radix's Root: a request to close while busy is ignored. */
  onRootOpenChange: (next: boolean) => void;
  /** For Content's `onEscapeKeyDown` and `onPointerDownOutside`. */
  hold: (event: Event) => void;
}

export function useBusyModal(busy: boolean, ref: ForwardedRef<HTMLDivElement>, onOpenChange: (event: { open: boolean }) => void): BusyModal {
  const box = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (busy && box.current && (!box.current.contains(active) || (active instanceof HTMLButtonElement && active.disabled))) box.current.focus();
  }, [busy]);
  // The caller's ref sees the dialog box, as with any component that forwards its root; Radix mounts the
  // box in a portal after the first render, so the ref is set when the node arrives.
  const setBox = useComposedRefs(box, ref);
  const hold = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return {
    box,
    setBox,
    onRootOpenChange: (next) => {
      if (!busy || next) onOpenChange({ open: next });
    },
    hold,
  };
}
