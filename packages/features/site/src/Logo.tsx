import './site.css';

/** The Nada wordmark: five bars of a level meter rising into the name. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="3" y="14" width="4" height="8" rx="2" fill="var(--nada-color-primary)" />
        <rect x="9" y="9" width="4" height="18" rx="2" fill="var(--nada-color-primary)" />
        <rect x="15" y="4" width="4" height="24" rx="2" fill="var(--nada-color-primary)" />
        <rect x="21" y="10" width="4" height="14" rx="2" fill="var(--nada-color-accent)" />
        <rect x="27" y="15" width="3" height="6" rx="1.5" fill="var(--nada-color-accent)" />
      </svg>
      <span className="logo__word">Nada</span>
    </span>
  );
}
