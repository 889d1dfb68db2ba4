/**
 * Web storage that may be unavailable (blocked by the browser, private modes, quota): reads
 * give null and writes are skipped rather than stopping the app.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: Area, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Not kept: the app goes on with the value in memory.
  }
}

export function removeStorage(kind: Area, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to remove from.
  }
}
