/** The popup's title and accessible name (kept apart so registering it loads no form code). */
export const CARD_ACTIVATE_TITLE = 'Активация бонусной карты';
