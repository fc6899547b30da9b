/** Inline icons: the widget ships without an icon font or library. */
const svg = { width: 28, height: 28, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, 'aria-hidden': true } as const;

export const PersonIcon = () => (
  <svg {...svg}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </svg>
);

export const EnterpriseIcon = () => (
  <svg {...svg}>
    <path d="M3 21h18M5 21V7l7-4 7 4v14" />
    <path d="M9 10h2M13 10h2M9 14h2M13 14h2M10 21v-3h4v3" />
  </svg>
);

export const ChatIcon = () => (
  <svg {...svg} width={22} height={22}>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 10h8M8 13h5" />
  </svg>
);
