import { Link } from 'react-router';

export function BusIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect x="3" y="5" width="26" height="20" rx="5" fill="#08683a" />
      <rect x="3" y="17" width="26" height="3" fill="#f77f00" />
      <rect x="6" y="8" width="8" height="7" rx="1.5" fill="#fff" />
      <rect x="18" y="8" width="8" height="7" rx="1.5" fill="#fff" />
      <circle cx="10" cy="26" r="3" fill="#1c1917" />
      <circle cx="22" cy="26" r="3" fill="#1c1917" />
    </svg>
  );
}

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-brand-800"
    >
      <BusIcon className="size-8" />
      Gbaka
    </Link>
  );
}
