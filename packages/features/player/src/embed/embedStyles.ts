/**
 * The embedded player's styles, inside its shadow root so the host page's CSS cannot reach them.
 * A partner site themes it with the `--nada-player-*` custom properties (they inherit through the
 * shadow boundary); `theme="dark"` or `theme="light"` forces a mode, otherwise the visitor's
 * system preference picks one.
 */
export const embedStyles = `
:host {
  --_bg: var(--nada-player-background, #ffffff);
  --_fg: var(--nada-player-foreground, #1c1b29);
  --_muted: var(--nada-player-muted, #585769);
  --_accent: var(--nada-player-accent, #5b2bc4);
  --_on-accent: var(--nada-player-accent-foreground, #ffffff);
  --_border: var(--nada-player-border, #d9d7e3);
  --_radius: var(--nada-player-radius, 12px);
  display: block;
  box-sizing: border-box;
  max-width: 100%;
  color-scheme: light;
  font-family: var(--nada-player-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  font-size: 14px;
  line-height: 1.4;
}
:host([theme='dark']) {
  --_bg: var(--nada-player-background, #17161f);
  --_fg: var(--nada-player-foreground, #f3f2f8);
  --_muted: var(--nada-player-muted, #b7b5c8);
  --_accent: var(--nada-player-accent, #c9b8ff);
  --_on-accent: var(--nada-player-accent-foreground, #1d1238);
  --_border: var(--nada-player-border, #3a3849);
  color-scheme: dark;
}
@media (prefers-color-scheme: dark) {
  :host(:not([theme='light'])) {
    --_bg: var(--nada-player-background, #17161f);
    --_fg: var(--nada-player-foreground, #f3f2f8);
    --_muted: var(--nada-player-muted, #b7b5c8);
    --_accent: var(--nada-player-accent, #c9b8ff);
    --_on-accent: var(--nada-player-accent-foreground, #1d1238);
    --_border: var(--nada-player-border, #3a3849);
    color-scheme: dark;
  }
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.player {
  display: grid;
  gap: 10px;
  padding: 14px 16px;
  background: var(--_bg);
  color: var(--_fg);
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
}
.head { display: flex; justify-content: space-between; gap: 12px; align-items: baseline; min-width: 0; }
.title { margin: 0; font-size: 16px; font-weight: 650; overflow-wrap: anywhere; }
.owner { margin: 0; color: var(--_muted); font-size: 13px; }
.open { color: var(--_accent); font-size: 13px; white-space: nowrap; }
.open:focus-visible, button:focus-visible, input:focus-visible {
  outline: 2px solid var(--_accent);
  outline-offset: 2px;
}
.message { margin: 0; color: var(--_muted); }
.message[data-tone='problem'] { color: var(--_fg); }
.transport { display: flex; align-items: center; gap: 8px; min-width: 0; }
button {
  font: inherit;
  color: inherit;
  background: transparent;
  border: 0;
  cursor: pointer;
}
button:disabled { cursor: default; opacity: 0.45; }
.icon { display: inline-grid; place-items: center; width: 36px; height: 36px; border-radius: 50%; }
.icon svg { width: 18px; height: 18px; fill: currentColor; }
.icon:hover:not(:disabled) { background: color-mix(in srgb, var(--_fg) 10%, transparent); }
.toggle { width: 44px; height: 44px; background: var(--_accent); color: var(--_on-accent); }
.toggle:hover:not(:disabled) { background: var(--_accent); filter: brightness(1.08); }
.current { flex: 1; min-width: 0; margin: 0; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.position { display: flex; align-items: center; gap: 8px; font-variant-numeric: tabular-nums; color: var(--_muted); font-size: 12px; }
.position input { flex: 1; min-width: 0; accent-color: var(--_accent); }
.tracks { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; max-height: 168px; overflow: auto; }
.track {
  display: flex; width: 100%; gap: 8px; justify-content: space-between; align-items: baseline;
  padding: 6px 8px; border-radius: 8px; text-align: start;
}
.track:hover { background: color-mix(in srgb, var(--_fg) 8%, transparent); }
.track[aria-current='true'] { color: var(--_accent); font-weight: 650; }
.track span:last-child { color: var(--_muted); font-variant-numeric: tabular-nums; font-size: 12px; }
.sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
[hidden] { display: none !important; }
`;
