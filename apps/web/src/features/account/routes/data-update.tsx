import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { updateClientAccount, useSession } from '../../../lib/session.ts';
import { updateProfile } from '../api/update-profile.ts';
import { ProfileForm } from '../components/profile-form.tsx';
import '../account.css';

/** /user/data-update: edits the registration data (PUT /usuario/ replaces the whole profile). */
export function Component() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { client, account } = useSession();
  useDocumentTitle(t('data.editTitle'));
  if (!client || !account) return null; // members only (route guard)

  async function submit(body: Record<string, unknown>) {
    updateClientAccount(await updateProfile(body));
    navigate('/user/data', { replace: true, state: { saved: true } });
  }

  return (
    <section className="account-page">
      <h1>{t('data.editTitle')}</h1>
      <ProfileForm
        mode="edit"
        client={client}
        accountId={account.id}
        submitLabel={t('data.save')}
        onSubmit={submit}
        actions={
          <Link to="/user/data" className="btn btn-ghost">
            {t('data.cancel')}
          </Link>
        }
      />
    </section>
  );
}
