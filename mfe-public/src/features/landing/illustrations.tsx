/** Light inline SVG illustrations of the marketing page (no external images). */

/** The hero's picture; its label is the page's text (the alternative to the picture). */
export function HeroIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 320 220" role="img" aria-label={label}>
      <rect x="0" y="0" width="320" height="220" rx="24" fill="#e8f0fe" />
      <ellipse cx="150" cy="176" rx="120" ry="10" fill="#c9d6f2" />
      <path
        d="M48 150v-26c0-8 5-14 12-16l26-8 24-30c4-5 10-8 17-8h62c7 0 13 3 17 8l22 30 26 8c7 2 12 8 12 16v26z"
        fill="#0b57d0"
      />
      <path d="M118 76h44v30h-66zM170 76h20c4 0 7 2 9 5l18 25h-47z" fill="#dbe7fd" />
      <rect x="132" y="84" width="22" height="22" rx="3" fill="#fff" />
      <path d="M135 87h6v6h-6zM145 87h6v6h-6zM135 97h6v6h-6zM146 98h2v2h-2zM149 101h2v2h-2z" fill="#1b1f24" />
      <circle cx="92" cy="152" r="20" fill="#1b1f24" />
      <circle cx="92" cy="152" r="8" fill="#c9d0da" />
      <circle cx="222" cy="152" r="20" fill="#1b1f24" />
      <circle cx="222" cy="152" r="8" fill="#c9d0da" />
      <rect x="232" y="22" width="66" height="112" rx="12" fill="#1b1f24" />
      <rect x="237" y="30" width="56" height="94" rx="6" fill="#fff" />
      <rect x="243" y="40" width="44" height="26" rx="6" fill="#e6f4ea" />
      <path d="M250 53l5 5 10-10" stroke="#146c2e" strokeWidth="3" fill="none" strokeLinecap="round" />
      <rect x="243" y="74" width="44" height="6" rx="3" fill="#c9d0da" />
      <rect x="243" y="86" width="32" height="6" rx="3" fill="#c9d0da" />
      <rect x="243" y="98" width="38" height="6" rx="3" fill="#c9d0da" />
      <circle cx="44" cy="44" r="18" fill="#fff" />
      <path d="M36 44h16M44 36v16" stroke="#0b57d0" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
