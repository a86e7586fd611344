/**
 * 'Добавить в календарь' (decision 480): the session as an .ics file from the server, which a
 * phone opens in its calendar ('Добавить' on an iPhone) and a computer saves for its calendar
 * app. The event has the film, the cinema's address, the seats, the page with the tickets, and an
 * alarm an hour before.
 */
export function CalendarLink({ href }: { href: string }) {
  return (
    <p className="order-page__lead">
      {/* No `download`: the server's Content-Disposition names the file, and a phone may then open
          it in its calendar instead of saving it. */}
      <a className="order-page__calendar-link" href={href}>
        Добавить в календарь
      </a>{' '}
      — сеанс с адресом кинотеатра и местами, напоминание за час.
    </p>
  );
}
