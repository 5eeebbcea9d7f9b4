/**
 * Flags that last for the browser tab's session (sessionStorage): the splash, the newsletter popup
 * and the cart reminder show at most once a session. Storage may be unavailable (private modes);
 * then the flag simply lives in memory.
 */
const memory = new Set<string>();

export function hasSessionFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1' || memory.has(key);
  } catch {
    return memory.has(key);
  }
}

export function setSessionFlag(key: string): void {
  memory.add(key);
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // sessionStorage unavailable: the in-memory flag still holds for this page's life.
  }
}
