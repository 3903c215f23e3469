/**
 * The data of the screen the server drew into the page before the app started (apps/server
 * plugins/web-first-paint.ts): a screen that finds its data here starts from what is already on screen instead
 * of fetching it again, so replacing the drawing changes nothing. Only for the page the server drew (same path,
 * same church), and only once: a later visit of the screen asks the server as usual.
 */
export const FIRST_PAINT_DATA_ID = 'congrega-first-paint';

interface DrawnPage {
  path: string;
  churchId: number;
  /** Server time of the drawing (ms), the data's age. */
  drawnAt: number;
  data: Record<string, unknown>;
}

let drawn: DrawnPage | null | undefined;

function drawnPage(): DrawnPage | null {
  if (drawn !== undefined) return drawn;
  drawn = null;
  const element = document.getElementById(FIRST_PAINT_DATA_ID);
  if (!element?.textContent) return drawn;
  try {
    const value = JSON.parse(element.textContent) as DrawnPage;
    if (value && typeof value.path === 'string' && value.data && typeof value.data === 'object') drawn = value;
  } catch {
    // Not ours or damaged: the screen fetches its data as it would without a drawing.
  }
  return drawn;
}

/** The drawn page's `key` for this church, at most once, while the address is still the page that was drawn. */
export function takeFirstPaintData<T>(key: string, churchId: number): { value: T; drawnAt: number } | undefined {
  const page = drawnPage();
  if (!page || page.churchId !== churchId || page.path !== window.location.pathname || !(key in page.data)) return undefined;
  const value = page.data[key] as T;
  delete page.data[key];
  return { value, drawnAt: page.drawnAt };
}

/** Tests: forget what was read. */
export function resetFirstPaintForTests(): void {
  drawn = undefined;
}
