import { useLoadingText } from './useLoadingText';

/** The playbill's loading state: skeleton cards and the changing text, announced politely. */
export function LoadingText() {
  const text = useLoadingText();
  return (
    <div className="playbill-loading">
      <p className="playbill-loading__text" role="status">
        <span className="spinner" aria-hidden="true" />
        {text}
      </p>
      <div className="playbill-loading__skeleton" aria-hidden="true">
        <div className="skeleton-card" />
        <div className="skeleton-card" />
        <div className="skeleton-card" />
      </div>
    </div>
  );
}
