/** Shown while a page's code or the translations load; no text, so it needs none translated. */
export function PageLoader() {
  return (
    <div className="page-loader" role="progressbar" aria-busy="true" aria-label="…">
      <span className="spinner" />
    </div>
  );
}
