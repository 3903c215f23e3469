import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../../lib/lazy-retry.ts';
import { Link } from 'react-router';
import { useBootstrap } from '../../lib/bootstrap.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

const ChangeChurchDialog = lazyWithRetry(() => import('../../features/church/components/change-church-dialog.tsx'));

/** Organization header (the multi-church '360' variant): organization name and the change-church modal. */
export function OrganizationBar() {
  const { t } = useTranslation();
  const { organizacao } = useBootstrap();
  const [open, setOpen] = useState(false);
  if (!organizacao) return null;
  return (
    <div className="org-bar">
      <Link to="/churchs" className="org-name">
        {organizacao.logo ? <img src={organizacao.logo} alt="" width="24" height="24" /> : null}
        <span>{organizacao.nome}</span>
      </Link>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('organization.changeChurch')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ChangeChurchDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
