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
  /** Where bug reports (#report-popup) and vacancy applications (#vacancy-popup) are mailed. */
  inboxes: { reports: 'site@softkino.example', jobs: 'hr@softkino.example' },
  legal: 'ООО «СофтКино», демонстрационный сайт',
  colors: { accent: '#ff5a36', background: '#0e0f13', surface: '#181a21', text: '#f4f4f6' },
  defaultCity: 'Челябинск',
  /** The messenger channel the app banner promotes. */
  channel: { name: 'Telegram', url: 'https://t.me/softkino_demo' },
  /**
   * The chain's mobile app, where bonuses work in region 5 and at no_bonus cinemas (spec
   * section 6). The demo chain has no app of its own: its links open the stores' search for
   * the chain's name (docs/decisions/257).
   */
  app: {
    name: 'СофтКино',
    stores: [
      {
        name: 'App Store',
        url: 'https://apps.apple.com/ru/iphone/search?term=%D0%A1%D0%BE%D1%84%D1%82%D0%9A%D0%B8%D0%BD%D0%BE',
      },
      {
        name: 'Google Play',
        url: 'https://play.google.com/store/search?q=%D0%A1%D0%BE%D1%84%D1%82%D0%9A%D0%B8%D0%BD%D0%BE&c=apps',
      },
    ],
  },
} as const;

/** The chain's phone as a `tel:` link: its digits and plus sign only. */
export const BRAND_PHONE_HREF = `tel:${BRAND.phone.replace(/[^\d+]/g, '')}`;
