/** The studio's mark: three converging arcs (agents, automation, frontiers). Decorative; the name carries the meaning. */
export function LogoMark({ className, idPrefix }: { className?: string; idPrefix: string }) {
  const gradient = `${idPrefix}-logo-gradient`
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <path d="M8 22V11l8 7 8-7v11" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="16" cy="8.5" r="2" fill="#fff" />
    </svg>
  )
}
