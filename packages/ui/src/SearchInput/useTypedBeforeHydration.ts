import { useEffect, useRef, type RefObject } from 'react';

/**
 * For a controlled field in a page drawn on the server: what the reader typed into it before the page's
 * code ran is still in the element, but not in the state that controls it. Once the page is alive, `adopt`
 * gets that text, so it counts as typed (decision 056).
 */
export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | null>, adopt: (text: string) => void): void {
  const adoptOnce = useRef(adopt);
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed !== '') adoptOnce.current(typed);
  }, [field]);
}
