import { PERSON_REGISTRATIONS_MAX, type TPersonRegistrations } from '@congrega/contract/admin/person-registrations';
import { AppError } from '../../lib/app-error.ts';
import { registrationsOfMember } from '../events/events.public.ts';
import { adminRead, type AdminContext } from './admin-tx.ts';
import { personExists } from './people.repository.ts';

/** A member's event registrations in the People area (people view): the last PERSON_REGISTRATIONS_MAX, newest first. */
export function personRegistrations(ctx: AdminContext, usuarioId: number): Promise<TPersonRegistrations> {
  return adminRead(ctx, async (tx, church) => {
    if (!(await personExists(tx, church.id, usuarioId))) throw new AppError('PERSON_NOT_FOUND');
    return { itens: await registrationsOfMember(tx, church.id, usuarioId, PERSON_REGISTRATIONS_MAX) };
  });
}
