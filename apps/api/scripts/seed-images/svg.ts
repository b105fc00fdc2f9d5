/**
 * A seed picture: an SVG `width` × `height` (drawn in `viewBox` units) whose `body` paints on a diagonal
 * gradient from `from` to `to`, there as `url(#bg)`.
 */
export const svgOnGradient = ({ width, height, viewBox, from, to }: { width: number; height: number; viewBox: string; from: string; to: string }, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/>
        <stop offset="1" stop-color="${to}"/>
      </linearGradient>
    </defs>
    ${body}
  </svg>`;
