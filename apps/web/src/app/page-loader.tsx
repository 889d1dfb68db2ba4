/**
 * Shown while a page's code or the translations load. It may show before any translation is
 * there, so its accessible name is the app's name, the same in every language.
 */
export function PageLoader() {
  return (
    <div className="page-loader" role="progressbar" aria-busy="true" aria-label="Petal">
      <span className="spinner" />
    </div>
  );
}
