/** Every catalogue's hashed URL (../locales/<locale>/<namespace>.json), for lookups the page did not list. */
const urls = import.meta.glob<string>('../locales/*/*.json', { query: '?url', import: 'default', eager: true });

export function catalogueUrl(language: string, namespace: string): string | undefined {
  return urls[`../locales/${language}/${namespace}.json`];
}
