/**
 * 'Добавить в календарь' (decision 480): the session as an .ics file from the server, which a
 * phone opens in its calendar ('Добавить' on an iPhone) and a computer saves for its calendar
 * app. The event has the film, the cinema's address, the seats, the page with the tickets, and an
 * alarm an hour before.
 */
export function CalendarLink({ href }: { href: string }) {
  return (
    <p className="order-page__lead">
      <a className="order-page__calendar-link" href={href} download>
        Добавить в календарь
      </a>{' '}
      — сеанс с адресом кинотеатра и местами, напоминание за час.
    </p>
  );
}
