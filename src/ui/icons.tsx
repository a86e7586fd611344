/** Small inline icons: decorative, hidden from screen readers (the controls carry the labels). */

function Svg({ children, size = 20 }: { children: React.ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function CloseIcon() {
  return (
    <Svg>
      <path d="M6 6l12 12M18 6L6 18" />
    </Svg>
  );
}

export function ChevronLeftIcon() {
  return (
    <Svg>
      <path d="M15 5l-7 7 7 7" />
    </Svg>
  );
}

export function ChevronRightIcon() {
  return (
    <Svg>
      <path d="M9 5l7 7-7 7" />
    </Svg>
  );
}

export function PinIcon() {
  return (
    <Svg size={18}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Svg>
  );
}

export function PhoneIcon() {
  return (
    <Svg size={18}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
    </Svg>
  );
}

export function ClockIcon() {
  return (
    <Svg size={18}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Svg>
  );
}

export function PlayIcon() {
  return (
    <Svg size={18}>
      <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
    </Svg>
  );
}

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <Svg size={18}>
      <path
        d="M12 20s-7.5-4.6-9.3-9.2C1.5 7.6 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.1 4.3 6.3C19.5 15.4 12 20 12 20z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </Svg>
  );
}

export function CheckIcon() {
  return (
    <Svg size={28}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Svg>
  );
}

export function AlertIcon() {
  return (
    <Svg size={28}>
      <path d="M12 8v5M12 16.5v.5" />
      <circle cx="12" cy="12" r="9" />
    </Svg>
  );
}

export function CalendarIcon() {
  return (
    <Svg size={28}>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M9 3v4M15 3v4" />
    </Svg>
  );
}

export function TelegramIcon() {
  return (
    <Svg size={20}>
      <path d="M21 4L3 11l6 2 2 6 3.5-4.5L19 18z" />
      <path d="M9 13l8-6" />
    </Svg>
  );
}
