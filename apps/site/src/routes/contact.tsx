import { ContactScreen } from '@manara/features/contact';
import { useStore } from '@nanostores/react';
import { pageMessages } from './pageMessages';

/** `/contact` and `/Contact`, in the frame (docs/product/public-pages.md#contact). */
export function Component() {
  const t = useStore(pageMessages);
  return (
    <>
      <title>{t.contactTitle}</title>
      <ContactScreen />
    </>
  );
}
