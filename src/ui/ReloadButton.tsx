/**
 * 'Обновить страницу': the way on from a part whose code did not load (a site updated while the
 * page was open, a lost connection), a screen's (ScreenFailed) or a popup's (PopupFailed).
 */
export function ReloadButton() {
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={() => window.location.reload()}
    >
      Обновить страницу
    </button>
  );
}
