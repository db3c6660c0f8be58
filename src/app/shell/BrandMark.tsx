/** The institute's mark: a stylised cross-section scan (decorative; the name beside it is the label). */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden focusable="false">
      <circle cx="18" cy="18" r="16" fill="#1d6fa5" />
      <circle cx="18" cy="18" r="11" fill="none" stroke="#ffffff" strokeWidth="2" opacity="0.9" />
      <circle cx="18" cy="18" r="5.5" fill="none" stroke="#9fd3ea" strokeWidth="2" />
      <path d="M18 4v28M4 18h28" stroke="#ffffff" strokeWidth="1.2" opacity="0.55" />
    </svg>
  );
}
