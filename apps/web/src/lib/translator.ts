import type { TFunction } from 'i18next';

/**
 * The few i18next features this app uses, in a page of code: nested keys, `{{name}}` and
 * `{{value, number}}` interpolation, `_one`/`_other` plurals by `count`, `defaultValue`, a fallback
 * language and a `languageChanged` event. i18next with react-i18next was ~18 KB gzip of the home page's
 * first download (decision 032); its types still check every key (lib/i18n-keys.ts), so this module
 * keeps i18next's TFunction signature.
 */
type Catalogue = { [key: string]: string | Catalogue };
type Options = Record<string, unknown> & { count?: number; defaultValue?: string; lng?: string };
type Listener = (language: string) => void;

const isCatalogue = (value: unknown): value is Catalogue => typeof value === 'object' && value !== null;

function merge(target: Catalogue, source: Catalogue): Catalogue {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isCatalogue(value) && isCatalogue(existing) ? merge({ ...existing }, value) : value;
  }
  return target;
}

function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (!isCatalogue(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export class Translator {
  language: string;
  private readonly catalogues = new Map<string, Catalogue>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private readonly numbers = new Map<string, Intl.NumberFormat>();
  private hasMissed = false;

  constructor(
    language: string,
    private readonly fallbackLanguage: string,
    private readonly defaultVariables: Record<string, unknown> = {},
  ) {
    this.language = language;
  }

  get resolvedLanguage() {
    return this.language;
  }

  hasResourceBundle(language: string) {
    return this.catalogues.has(language);
  }

  /** Adds texts to a language (deeply merged over what it has), and tells the subscribers. */
  addResourceBundle(language: string, catalogue: Record<string, unknown>) {
    this.catalogues.set(language, merge({ ...(this.catalogues.get(language) ?? {}) }, catalogue as Catalogue));
    this.emit('added', language);
  }

  changeLanguage(language: string) {
    if (language === this.language) return;
    this.language = language;
    this.emit('languageChanged', language);
  }

  on(event: 'languageChanged' | 'added', listener: Listener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return () => set.delete(listener);
  }

  private emit(event: string, language: string) {
    for (const listener of this.listeners.get(event) ?? []) listener(language);
  }

  private resolve(language: string, key: string, count: number | undefined) {
    const catalogue = this.catalogues.get(language);
    if (count !== undefined) {
      let rules = this.plurals.get(language);
      if (!rules) {
        rules = new Intl.PluralRules(language);
        this.plurals.set(language, rules);
      }
      const plural = lookup(catalogue, `${key}_${rules.select(count)}`) ?? lookup(catalogue, `${key}_other`);
      if (plural !== undefined) return plural;
    }
    return lookup(catalogue, key);
  }

  private format(value: unknown, format: string | undefined, language: string) {
    if (format === 'number' && typeof value === 'number') {
      let formatter = this.numbers.get(language);
      if (!formatter) {
        formatter = new Intl.NumberFormat(language);
        this.numbers.set(language, formatter);
      }
      return formatter.format(value);
    }
    return String(value);
  }

  /**
   * Whether a text was asked for that its language did not have (the fallback, the default or the key was
   * used instead) since the last call. Only then can texts that arrive later change what was rendered.
   */
  takeMissed(): boolean {
    const hasMissed = this.hasMissed;
    this.hasMissed = false;
    return hasMissed;
  }

  /** The text for `key`; the key itself when neither the language nor the fallback has it (as i18next). */
  readonly translate = (key: string, options: Options = {}): string => {
    const language = options.lng ?? this.language;
    const own = this.resolve(language, key, options.count);
    if (own === undefined) this.hasMissed = true;
    const text = own ?? this.resolve(this.fallbackLanguage, key, options.count) ?? options.defaultValue;
    if (text === undefined) return key;
    const variables: Record<string, unknown> = { ...this.defaultVariables, ...options };
    // A variable the caller did not pass stays as written, as i18next leaves it.
    return text.replace(/\{\{\s*([^,}\s]+)\s*(?:,\s*([^}\s]+)\s*)?\}\}/g, (match, name: string, format?: string) =>
      variables[name] === undefined ? match : this.format(variables[name], format, language),
    );
  };

  /** `translate` with i18next's TFunction type, so every key is checked against the Danish catalogue. */
  readonly t = this.translate as unknown as TFunction<'translation', undefined>;
}
