import { useLocation } from 'react-router';
import { getBootstrap } from '../../../lib/bootstrap.ts';
import { useSession } from '../../../lib/session.ts';

/** Progress is personal: every query of it is keyed on the church and the account looking. */
export function usePlansViewer(): { slug: string; viewer: number | 'guest' } {
  const session = useSession();
  return { slug: getBootstrap().igreja.slug, viewer: session.status === 'member' && session.account ? session.account.id : 'guest' };
}

/** The screens live at /reading-plans and, framed in another site, at /embed/reading-plans (spec section 2). */
export function usePlansBase(): string {
  return useLocation().pathname.startsWith('/embed/') ? '/embed/reading-plans' : '/reading-plans';
}
