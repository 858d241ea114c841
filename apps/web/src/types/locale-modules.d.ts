// lib/i18n.ts imports the full Danish catalogue as a module of its own ('?all'), apart from the sections
// it imports by name for the first screen; Vite loads it like any JSON file.
declare module '*.json?all' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
