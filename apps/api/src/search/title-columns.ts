import { normalizeSearchText } from './normalize';

/** Every write of a course title goes through here, so the search column never drifts from the title. */
export function titleColumns(title: string) {
  return { title, titleSearch: normalizeSearchText(title) };
}
