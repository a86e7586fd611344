/**
 * What the board says in place of its cards when it has none to show: the error, and a way on
 * for whoever sets the TV up (the list of the chain's boards, the site).
 */
export function LobbyMessage({ text }: { text: string }) {
  return (
    <main className="lobby-message">
      <p role="alert">{text}</p>
      <p className="lobby-message__links">
        <a className="lobby-message__link" href="/lobby">
          Табло всех кинотеатров
        </a>
        <a className="lobby-message__link" href="/">
          На сайт СофтКино
        </a>
      </p>
    </main>
  );
}
