// Inline icons: decorative (aria-hidden); the control that holds one carries the accessible name.
export function UserIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#c7d2fe" />
      <circle cx="12" cy="9.5" r="4" fill="#3730a3" />
      <path d="M4.5 20c1.5-3.5 4.3-5 7.5-5s6 1.5 7.5 5" fill="#3730a3" />
    </svg>
  );
}

export function LockIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="5" y="10" width="14" height="11" rx="2" fill="currentColor" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}
