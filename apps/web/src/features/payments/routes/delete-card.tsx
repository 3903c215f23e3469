import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { savedCardsQueryOptions, useSavedCards } from '../../../components/payments/api/get-saved-cards.ts';
import { currentPaymentsScope } from '../../../components/payments/api/payments-scope.ts';
import { CardLabel } from '../../../components/payments/card-label.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmPanel } from '../../../components/ui/confirm-panel.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useDeleteCard } from '../../../components/payments/api/delete-card.ts';
import '../../../components/payments/payments.css';

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
  const { failure, attempt } = useActionFailure(t('delete.failed'));
  useDocumentTitle(t('delete.title'));
  const card = (cards.data?.cartoes ?? []).flatMap((g) => g.cartoes).find((c) => c.id === cardId);

  async function onConfirm(id: number) {
    if (await attempt(() => remove.mutateAsync(id))) navigate('/user/cards', { replace: true, state: { deleted: true } });
  }

  let body;
  if (remove.isSuccess) body = <Loader />;
  else if (cards.isPending) body = <Loader />;
  else if (cards.isError) body = <LoadError error={cards.error} onRetry={() => void cards.refetch()} />;
  else if (!card) body = <Alert tone="warning">{t('delete.notFound')}</Alert>;
  else {
    body = (
      <ConfirmPanel
        confirmLabel={t('delete.submit')}
        onConfirm={() => void onConfirm(card.id)}
        pending={remove.isPending}
        error={failure}
        cancelLabel={t('delete.cancel')}
        cancelTo="/user/cards"
      >
        <p>
          {t('delete.confirm')} <CardLabel brand={card.bandeira} lastDigits={card.ultimosDigitos} />
        </p>
        <p className="muted">{t('delete.warning')}</p>
      </ConfirmPanel>
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
