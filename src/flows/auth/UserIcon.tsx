/**
 * A person's outline: the sign-in link's face on a phone, where its text is hidden, and the
 * signed-in corner's avatar while no picture of the user is known (decision 443).
 */
export function UserIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M4 20c0-3.9 3.6-6 8-6s8 2.1 8 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
