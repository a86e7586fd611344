/**
 * The chain's identity in one place, so the product can serve any chain (ARCHITECTURE.md,
 * Branding). The demo chain uses a neutral name of its own.
 */
export const BRAND = {
  name: 'СофтКино',
  tagline: 'Кинотеатры с мягкими креслами',
  logo: '/static/media/logo.svg',
  /** The square mark (also the favicon), for narrow screens. */
  icon: '/static/media/favicon.svg',
  phone: '8 800 555-35-35',
  email: 'help@softkino.example',
  legal: 'ООО «СофтКино», демонстрационный сайт',
  colors: { accent: '#ff5a36', background: '#0e0f13', surface: '#181a21', text: '#f4f4f6' },
  defaultCity: 'Челябинск',
  /** The messenger channel the app banner promotes. */
  channel: { name: 'Telegram', url: 'https://t.me/softkino_demo' },
} as const;
