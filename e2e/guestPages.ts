/** Guest pages that a link of the site leads to, with what shows each has loaded. */
export const GUEST_PAGES: Array<[string, string]> = [
  ['/afisha', '.playbill a[href*="#buy"]'],
  ['/film/severnyj-veter', 'h1'],
  ['/cinema/ekb-grinvich', 'h1'],
  ['/news', 'h1'],
  ['/news/we-are-hiring', 'h1'],
  ['/vacancies', 'h1'],
  ['/lobby', '.lobby-index__cinema'],
  ['/about/bonus', 'h1'],
  ['/about/pd', 'h1'],
  ['/about/pushkin', 'h1'],
  ['/about/rules', 'h1'],
  ['/no-such-page', 'h1'],
];
