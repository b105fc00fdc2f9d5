import type { Category } from '@manara/api-client';
import { Badge } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { courseCardMessages } from './messages';

/** A card's category, the same in every listing and in search results. */
export function CategoryBadge({ category }: { category: Category }) {
  const t = useStore(courseCardMessages);
  return <Badge tone="brand">{t[`badge${category}`]}</Badge>;
}
