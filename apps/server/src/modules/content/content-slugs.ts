import { slugify } from '@congrega/contract/content-slugs';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthoringKind } from './content-authoring-kinds.ts';
import type { AuthoredValues } from './content-authoring.repository.ts';
import { dropItemSlugs, dropOldSlug, recordOldSlug, slugTaken } from './content-slugs.repository.ts';
import { columnsOf } from './content.repository.ts';

/**
 * Editable slugs of the console's content (issue 33). A kind has slugs when its `own` fields name `slug` (its
 * table's column: the one line a kind adds, content-authoring-kinds.ts). Decided:
 * - a slug is unique per church and kind, now and in the past: one another item has, or had (its old link still
 *   leads there), is refused (409 CONTENT_SLUG_TAKEN on `slug`); an item may take one of its own old slugs back;
 * - blank: a new item's is derived from its title (slugify, "-2", "-3"... while taken), a saved one keeps its own
 *   (or gets one derived, for the demo's items saved for the first time);
 * - a changed slug's old value goes to the history (`conteudo_slug_antigo`), so the member API answers it with the
 *   item (header Content-Location: the current path) and its page redirects (301) to the current slug;
 * - deleting an item drops its history (its old slugs lead nowhere and may be taken again).
 */
const SLUG_TRIES = 50;

function slugTable(kind: AuthoringKind) {
  const slug = kind.own.slug;
  if (!slug) return undefined;
  const c = columnsOf(kind.kind.table);
  return { table: kind.kind.table, id: c.id, igrejaId: c.igrejaId, slug };
}

const taken = () => new AppError('CONTENT_SLUG_TAKEN', {}, { fields: { slug: 'error.CONTENT_SLUG_TAKEN' } });

/** The values with the slug to store (asked, kept or derived); refused when another item has or had it. */
export async function settleSlug(
  tx: Tx,
  kind: AuthoringKind,
  churchId: number,
  values: AuthoredValues,
  current?: { id: number; slug: string | null },
): Promise<AuthoredValues> {
  const t = slugTable(kind);
  if (!t) return values;
  const id = current?.id ?? null;
  const asked = typeof values.slug === 'string' && values.slug ? values.slug : null;
  if (asked) {
    if (asked !== current?.slug && (await slugTaken(tx, churchId, t, asked, id))) throw taken();
    return { ...values, slug: asked };
  }
  if (current?.slug) return { ...values, slug: current.slug };
  const base = slugify(values.titulo);
  for (let n = 1; n <= SLUG_TRIES; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(tx, churchId, t, candidate, id))) return { ...values, slug: candidate };
  }
  return { ...values, slug: `${base}-${Date.now().toString(36)}` };
}

/** After a change of the item's slug: the old one leads to it, the new one is no longer history. */
export async function slugChanged(tx: Tx, kind: AuthoringKind, churchId: number, id: number, before: unknown, after: unknown) {
  const t = slugTable(kind);
  if (!t || before === after) return;
  if (typeof after === 'string') await dropOldSlug(tx, churchId, t.table, after);
  if (typeof before === 'string' && before) await recordOldSlug(tx, churchId, t.table, before, id);
}

/** A deleted item's old slugs go with it. */
export async function itemDeleted(tx: Tx, kind: AuthoringKind, churchId: number, id: number) {
  const t = slugTable(kind);
  if (t) await dropItemSlugs(tx, churchId, t.table, id);
}

/** Two saves taking one slug at once: the table's unique index refuses the second, answered as a clash. */
export async function refusingSlugClash<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    const code = e.code ?? e.cause?.code;
    const constraint = e.constraint ?? e.cause?.constraint ?? '';
    if (code === '23505' && constraint.endsWith('_slug_uq')) throw taken();
    throw err;
  }
}
