import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { savedCardsQueryOptions, useSavedCards } from '../../../components/payments/api/get-saved-cards.ts';
import { currentPaymentsScope } from '../../../components/payments/api/payments-scope.ts';
import { CardLabel } from '../../../components/payments/card-label.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useDeleteCard } from '../api/delete-card.ts';
import '../../../components/payments/payments.css';
import '../payments.css';

export function loader({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(savedCardsQueryOptions(currentPaymentsScope()));
  const raw = new URL(request.url).searchParams.get('id') ?? '';
  return { cardId: /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null };
}

/** /user/deletecard?id=N: confirm, remove, and back to "My cards" with a success message. */
export function Component() {
  const { cardId } = useLoaderData<typeof loader>();
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const cards = useSavedCards();
  const remove = useDeleteCard();
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle(t('delete.title'));
  const card = (cards.data?.cartoes ?? []).flatMap((g) => g.cartoes).find((c) => c.id === cardId);

  async function onConfirm(id: number) {
    setFailure(null);
    try {
      await remove.mutateAsync(id);
    } catch (err) {
      setFailure(err instanceof ApiError && err.status < 500 ? err.message : t('delete.failed'));
      return;
    }
    navigate('/user/cards', { replace: true, state: { deleted: true } });
  }

  let body;
  if (remove.isSuccess) body = <Loader />;
  else if (cards.isPending) body = <Loader />;
  else if (cards.isError) body = <LoadError error={cards.error} onRetry={() => void cards.refetch()} />;
  else if (!card) body = <Alert tone="warning">{t('delete.notFound')}</Alert>;
  else {
    body = (
      <>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <p>
          {t('delete.confirm')} <CardLabel brand={card.bandeira} lastDigits={card.ultimosDigitos} />
        </p>
        <p className="muted">{t('delete.warning')}</p>
        <div className="actions">
          <Button variant="danger" loading={remove.isPending} onClick={() => void onConfirm(card.id)}>
            {t('delete.submit')}
          </Button>
          <Link to="/user/cards" className="btn btn-ghost">
            {t('delete.cancel')}
          </Link>
        </div>
      </>
    );
  }

  return (
    <section className="payments-page">
      <p>
        <Link to="/user/cards">{t('delete.back')}</Link>
      </p>
      <h1>{t('delete.title')}</h1>
      {body}
    </section>
  );
}
