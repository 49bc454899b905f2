// The few glyphs of the embedded player as SVG paths (24 × 24), so it loads no icon set.
const svg = (path: string) =>
  `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;

/** The transport's icons. */
export const embedIcons = {
  play: svg('M8 5.14v13.72a1 1 0 0 0 1.52.85l10.9-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14z'),
  pause: svg('M7 5h3.5v14H7zM13.5 5H17v14h-3.5z'),
  previous: svg('M6 5h2v14H6zM9.5 12 19 5.5v13z'),
  next: svg('M16 5h2v14h-2zM14.5 12 5 18.5v-13z'),
};
