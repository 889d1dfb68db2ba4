/**
 * The Petal flower (the same drawing as public/favicon.svg), drawn in the page rather than
 * fetched: the header shows it in the first paint, and a first visit makes one request fewer
 * while the app's code downloads.
 */
export function PetalLogo({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <g transform="translate(32 32)" fill="#e91e63">
        {[0, 72, 144, 216, 288].map((angle) => (
          <ellipse key={angle} cy="-14" rx="9" ry="15" transform={angle ? `rotate(${angle})` : undefined} />
        ))}
        <circle r="7" fill="#fce4ec" />
      </g>
    </svg>
  );
}
