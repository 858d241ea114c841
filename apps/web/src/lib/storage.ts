/**
 * localStorage that never throws: Safari private mode, disabled storage and quota errors must not
 * break the page for a remembered preference.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // A preference that cannot be remembered is only asked for again next time.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeStored.
  }
}

/** sessionStorage, just as forgiving: a draft that cannot be kept only lasts until the page reloads. */
export function readSessionStored(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionStored(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // See readSessionStored.
  }
}

export const storageKeys = {
  language: 'studiekraft.language',
  cookiesAccepted: 'studiekraft.cookies-accepted',
  /**
   * Set while this browser has a session (never the token: only that the automatic login may succeed).
   * A page the server rendered for a visitor is then not hydrated, but rendered once the login answers
   * (decision 043), so a logged-in user never sees the visitor's header first.
   */
  sessionHint: 'studiekraft.session',
} as const;
