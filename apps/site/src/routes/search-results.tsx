import { sitePaths } from '@manara/api-client/paths';
import { SearchResultsScreen } from '@manara/features/search';
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSiteNavigate } from '../navigation';
import { pageMessages } from './pageMessages';

/** `/search-results?query=`, in the frame (docs/product/catalogue.md#search-results). */
export function Component() {
  const t = useStore(pageMessages);
  const [params] = useSearchParams();
  const navigate = useSiteNavigate();
  const search = useCallback(({ query }: { query: string }) => void navigate(sitePaths.searchResults(query)), [navigate]);
  return (
    <>
      <title>{t.searchTitle}</title>
      <SearchResultsScreen query={params.get('query') ?? ''} onSearch={search} />
    </>
  );
}
