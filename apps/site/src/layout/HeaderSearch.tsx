import { inLanguage, sitePaths } from '@manara/api-client/paths';
import { SearchInput, useTypedBeforeHydration } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useRef, useState, type FormEvent } from 'react';
import { useAddressLanguage, useSiteNavigate } from '../navigation';
import { siteMessages } from '../messages';
import * as styles from './Layout.css';

/**
 * The search box in the navigation bar (decision 050): Enter opens the results page for the text, whose
 * own field takes it from there. Text typed before the page came alive is searched for all the same.
 */
export function HeaderSearch() {
  const t = useStore(siteMessages);
  const navigate = useSiteNavigate();
  const lang = useAddressLanguage();
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  useTypedBeforeHydration(field, setText);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(sitePaths.searchResults(text.trim()));
    setText('');
  };
  return (
    // Sent before the page's code runs, the browser goes to the same results page itself.
    <form role="search" className={styles.search} action={inLanguage(sitePaths.searchResults.pattern, lang)} onSubmit={submit}>
      <SearchInput
        ref={field}
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        name={sitePaths.searchResults.query}
        value={text}
        onChange={(event) => setText(event.target.value)}
        submitLabel={t.search}
      />
    </form>
  );
}
