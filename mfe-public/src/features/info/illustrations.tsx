/** Light inline SVG illustrations for the info pages (no external images). */

const BG = '#e8f0fe';
const PRIMARY = '#0b57d0';
const INK = '#1b1f24';

export function DocumentArt({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 160 120" role="img" aria-label={label}>
      <circle cx="80" cy="60" r="56" fill={BG} />
      <rect x="52" y="22" width="56" height="76" rx="6" fill="#fff" stroke={PRIMARY} strokeWidth="3" />
      <path d="M62 40h36M62 52h36M62 64h24" stroke="#c9d0da" strokeWidth="4" strokeLinecap="round" />
      <circle cx="104" cy="88" r="16" fill={PRIMARY} />
      <path d="M97 88l5 5 9-10" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function ShieldArt({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 160 120" role="img" aria-label={label}>
      <circle cx="80" cy="60" r="56" fill={BG} />
      <path d="M80 18l32 12v26c0 22-14 36-32 44-18-8-32-22-32-44V30z" fill={PRIMARY} />
      <rect x="68" y="52" width="24" height="20" rx="4" fill="#fff" />
      <path d="M72 52v-6a8 8 0 0 1 16 0v6" stroke="#fff" strokeWidth="4" fill="none" />
    </svg>
  );
}

export function SparkArt({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 160 120" role="img" aria-label={label}>
      <circle cx="80" cy="60" r="56" fill={BG} />
      <rect x="50" y="34" width="60" height="52" rx="8" fill="#fff" stroke={PRIMARY} strokeWidth="3" />
      <path d="M58 44h12v12H58zM90 44h12v12H90zM58 66h12v12H58z" fill={INK} />
      <path d="M80 46h4v4h-4zM84 66h6v6h-6zM94 72h6v6h-6z" fill={PRIMARY} />
      <path d="M122 28l4 8 8 4-8 4-4 8-4-8-8-4 8-4z" fill="#f4b400" />
    </svg>
  );
}

export function PriceArt({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 160 120" role="img" aria-label={label}>
      <circle cx="80" cy="60" r="56" fill="#e6f4ea" />
      <path d="M46 48l30-22h40v40l-30 30z" fill="#fff" stroke="#146c2e" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="104" cy="40" r="5" fill="#146c2e" />
      <text x="74" y="72" fontSize="26" fontWeight="700" fill="#146c2e" fontFamily="system-ui, sans-serif">
        ₹0
      </text>
    </svg>
  );
}

export function SupportArt({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 160 120" role="img" aria-label={label}>
      <circle cx="80" cy="60" r="56" fill={BG} />
      <path d="M52 66v-8a28 28 0 0 1 56 0v8" stroke={PRIMARY} strokeWidth="6" fill="none" strokeLinecap="round" />
      <rect x="44" y="60" width="16" height="24" rx="6" fill={PRIMARY} />
      <rect x="100" y="60" width="16" height="24" rx="6" fill={PRIMARY} />
      <path d="M108 84c0 8-10 12-22 12" stroke={PRIMARY} strokeWidth="4" fill="none" strokeLinecap="round" />
      <circle cx="82" cy="96" r="5" fill={INK} />
    </svg>
  );
}

export function StepsArt({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 160 120" role="img" aria-label={label}>
      <circle cx="80" cy="60" r="56" fill={BG} />
      <rect x="58" y="20" width="44" height="80" rx="8" fill={INK} />
      <rect x="62" y="28" width="36" height="62" rx="4" fill="#fff" />
      <path d="M68 36h10v10H68zM82 36h10v10H82zM68 50h10v10H68z" fill={INK} />
      <path d="M84 54h4v4h-4zM88 58h4v4h-4z" fill={PRIMARY} />
      <rect x="68" y="70" width="24" height="10" rx="5" fill={PRIMARY} />
      <path d="M30 96l16-14M130 96l-16-14" stroke={PRIMARY} strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
