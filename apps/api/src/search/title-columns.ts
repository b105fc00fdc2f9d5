import { normalizeSearchText, stemSearchText } from './normalize';

/** Every write of a course title goes through here, so the search columns never drift from the title. */
export function titleColumns(title: string) {
  return { title, titleSearch: normalizeSearchText(title), titleStems: stemSearchText(title) };
}
