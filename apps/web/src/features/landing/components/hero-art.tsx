import styles from './landing.module.css';

/** A decorative, quiet illustration: two people-shapes under a growing leaf. */
export function HeroArt() {
  return (
    <svg className={styles.heroArt} viewBox="0 0 360 300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d7f0ec" />
          <stop offset="1" stopColor="#dce9f7" />
        </linearGradient>
      </defs>
      <rect x="20" y="20" width="320" height="260" rx="120" fill="url(#hero-sky)" />
      <circle cx="270" cy="80" r="26" fill="#fde9b8" />
      <path d="M40 232c60-30 120-34 180-18s80 14 120 2v44H40Z" fill="#b9e3dc" />
      <circle cx="140" cy="150" r="22" fill="#0f766e" />
      <path d="M104 236c0-34 16-56 36-56s36 22 36 56Z" fill="#0f766e" />
      <circle cx="214" cy="158" r="19" fill="#2f6fb0" />
      <path d="M184 236c0-30 13-48 30-48s30 18 30 48Z" fill="#2f6fb0" />
      <path d="M176 118c0-26 10-44 34-56-4 28-14 46-34 56Z" fill="#34b3a0" />
      <path d="M176 118c-2-20-12-32-30-38 2 20 12 32 30 38Z" fill="#7fd4c4" />
      <path d="M176 120v18" stroke="#0b5c56" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
