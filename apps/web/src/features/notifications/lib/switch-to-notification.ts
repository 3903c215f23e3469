import { useState } from 'react';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { switchChurch } from '../../../lib/switch-church.ts';
import { findOrganizationChurchId } from '../api/find-church-by-code.ts';

/**
 * Opens a notification of another church of the organization: switches the member there (by the church's codigo)
 * and lands on its screen. The menu and the push's open screen both go through here; throws when the church is not
 * one of the organization's or the switch fails.
 */
export async function switchToNotification(
  organization: { slug: string } | null | undefined,
  action: { churchCodigo: string; path: string },
): Promise<void> {
  const id = organization ? await findOrganizationChurchId(organization.slug, action.churchCodigo) : undefined;
  if (!id) throw new Error('church not in organization');
  await switchChurch(id, action.path);
}

/** The switch as a screen runs it: busy while it runs (the page then leaves), failed when it did not happen. */
export function useSwitchToNotification() {
  const { organizacao } = useBootstrap();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function switchTo(action: { churchCodigo: string; path: string }) {
    setBusy(true);
    setFailed(false);
    try {
      await switchToNotification(organizacao, action);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }
  return { busy, failed, switchTo };
}
