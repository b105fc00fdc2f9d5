import { HomeScreen } from '@manara/features/marketing';
import { useStore } from '@nanostores/react';
import { pageMessages } from './pageMessages';

/** `/`, in the frame (docs/product/public-pages.md#home). */
export function Component() {
  const t = useStore(pageMessages);
  return (
    <>
      <title>{t.homeTitle}</title>
      <HomeScreen />
    </>
  );
}
