import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { AddCardForm } from '../../../components/payments/add-card-form.tsx';
import '../../../components/payments/payments.css';

/** /user/addcard: save a card for later payments; back to "My cards" with a success message. */
export function Component() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  useDocumentTitle(t('add.title'));
  return (
    <section className="payments-page">
      <p>
        <Link to="/user/cards">{t('add.back')}</Link>
      </p>
      <h1>{t('add.title')}</h1>
      <AddCardForm onSaved={() => navigate('/user/cards', { replace: true, state: { added: true } })} />
    </section>
  );
}
