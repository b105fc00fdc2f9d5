/**
 * The origin the page being drawn on the server is for, where there is no `window.location`: set by the server
 * before each drawing (one page is drawn at a time, as with its language).
 */
let drawnAt: string | undefined;

/** Sets where the site is reached, for the pages the server draws. */
export const drawPagesAt = (origin: string) => {
  drawnAt = origin;
};

/** Where the site is reached (certificates link their public page there): the page's own origin, or the one it is drawn for. */
export const useSiteOrigin = () => drawnAt ?? window.location.origin;
