/** The product's mark, drawn inline: the vote page shows it when the link brings no company image. */
export function ProductLogo({ label }: { label: string }) {
  return (
    <svg className="vote-logo" viewBox="0 0 64 64" role="img" aria-label={label}>
      <rect x="4" y="8" width="56" height="40" rx="12" fill="#3b4cca" />
      <path d="M18 48 L14 60 L30 48 Z" fill="#3b4cca" />
      <path d="M32 16 L40 28 L32 40 L24 28 Z" fill="#ffffff" />
      <circle cx="16" cy="28" r="3" fill="#ffffff" opacity="0.7" />
      <circle cx="48" cy="28" r="3" fill="#ffffff" opacity="0.7" />
    </svg>
  );
}
