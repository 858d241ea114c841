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
} as const;
