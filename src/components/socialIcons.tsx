/** Social network marks drawn as simple outlines; decorative, the link text names the network. */

const iconProps = {
  'aria-hidden': true,
  focusable: false,
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function InstagramIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" />
    </svg>
  );
}

export function XIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 4l16 16M20 4L4 20" />
    </svg>
  );
}

export function TelegramIcon() {
  return (
    <svg {...iconProps}>
      <path d="M21 4L3 11l6 2 2 6 3-4 5 4z" />
      <path d="M9 13l12-9" />
    </svg>
  );
}
