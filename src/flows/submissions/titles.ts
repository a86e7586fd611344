/** The popups' titles, small enough to ride with their registration in the / route. */
export const REPORT_TITLE = 'Сообщить об ошибке';
export const VACANCY_TITLE = 'Отклик на вакансию';
