import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthoredValues } from './content-authoring.repository.ts';
import { ministryExists, nextProjectOrder, publicationTypeExists } from './content-parts.repository.ts';

/**
 * The own rules of the kinds authored beside devotionals and news (content-authoring-kinds.ts `check`, `onCreate`),
 * each run in the write's church transaction: what an item names is the church's, its dates in order.
 */

/** A publication's type is one of the church's (400 PUBLICATION_TYPE_UNKNOWN on `tipoId`). */
export async function checkPublication(tx: Tx, churchId: number, body: AuthoredValues) {
  if (!(await publicationTypeExists(tx, churchId, body.tipoId as number)))
    throw new AppError('PUBLICATION_TYPE_UNKNOWN', {}, { fields: { tipoId: 'error.PUBLICATION_TYPE_UNKNOWN' } });
}

/** A project's ministry is one of the church's (400 MINISTRY_UNKNOWN on `ministerioId`). */
export async function checkProject(tx: Tx, churchId: number, body: AuthoredValues) {
  if (!(await ministryExists(tx, churchId, body.ministerioId as number)))
    throw new AppError('MINISTRY_UNKNOWN', {}, { fields: { ministerioId: 'error.MINISTRY_UNKNOWN' } });
}

/** A new project goes after its ministry's last one. */
export async function projectPlace(tx: Tx, churchId: number, body: AuthoredValues) {
  return { ordem: await nextProjectOrder(tx, churchId, body.ministerioId as number) };
}

/** A quarter ends on or after its first Sunday (400 EBD_DATES_REVERSED on `dataFim`); ISO dates compare as text. */
export async function checkQuarter(_tx: Tx, _churchId: number, body: AuthoredValues) {
  if ((body.dataFim as string) < (body.dataInicio as string))
    throw new AppError('EBD_DATES_REVERSED', {}, { fields: { dataFim: 'error.EBD_DATES_REVERSED' } });
}
