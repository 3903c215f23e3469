import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Helpers of giving.spec.ts: the pt-BR catalogues the giving screens speak, the give form's fields, pictures. */
type Catalogue = Record<string, Record<string, string>>;
const read = (ns: string) => JSON.parse(readFileSync(new URL(`../../src/locales/pt-BR/${ns}.json`, import.meta.url), 'utf8')) as Catalogue;
export const GV = read('giving');
export const PAY = read('payments');
export const CH = read('church');
export const MINE = (GV as unknown as { mine: Record<string, string> & { status: Record<string, string> } }).mine;

export const reason = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name}`) });
export const amount = (page: Page, name: string) => page.getByRole('textbox', { name: `Valor para ${name} (R$)`, exact: true });
export const recurrenceSwitch = (page: Page) => page.getByRole('switch', { name: GV.recurrence!.switch });
