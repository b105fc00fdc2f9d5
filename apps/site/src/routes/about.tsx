import { AboutScreen } from '@manara/features/marketing';
import { useStore } from '@nanostores/react';
import { pageMessages } from './pageMessages';

/** `/about`, in the frame (docs/product/public-pages.md#about). */
export function Component() {
  const t = useStore(pageMessages);
  return (
    <>
      <title>{t.aboutTitle}</title>
      <AboutScreen />
    </>
  );
}
