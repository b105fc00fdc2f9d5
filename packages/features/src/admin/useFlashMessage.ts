import { useCallback, useEffect, useState } from 'react';

export interface FlashMessage {
  tone: 'success' | 'danger';
  text: string;
}

/** A message that clears itself after `ms` (the users page's 3 s); a new one starts the time again. */
export function useFlashMessage(ms: number) {
  const [message, setMessage] = useState<FlashMessage | undefined>(undefined);
  useEffect(() => {
    if (message === undefined) return undefined;
    const timer = setTimeout(() => setMessage(undefined), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  const show = useCallback((tone: FlashMessage['tone'], text: string) => setMessage({ tone, text }), []);
  return { message, show };
}
