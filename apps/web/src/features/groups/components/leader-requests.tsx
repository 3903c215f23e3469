import { useEffect, useRef, useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAnswerJoinRequest, useJoinRequests } from '../api/join-requests.ts';

/**
 * The leader's pending requests with the requester's contact, each accepted or declined in place (declining, which
 * tells the requester and cannot be changed, after a confirmation). An answered request leaves the list: the focus
 * goes to the section's heading, the outcome being announced under it.
 */
export function LeaderRequests({ groupId }: { groupId: number }) {
  const { t } = useTranslation('groups');
  const requests = useJoinRequests(groupId, true);
  const answer = useAnswerJoinRequest(groupId);
  const [done, setDone] = useState<string | null>(null);
  const [declining, setDeclining] = useState<{ id: number; name: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // After the dialog gave the focus back to the answered request's button, which is about to leave the list.
    if (done) heading.current?.focus();
  }, [done]);

  const reply = (requestId: number, name: string, status: 'aceita' | 'recusada') =>
    answer.mutate(
      { requestId, status },
      {
        onSuccess: () => {
          setDeclining(null);
          setDone(t(status === 'aceita' ? 'requests.accepted' : 'requests.declined', { name }));
        },
      },
    );
  const failure = answer.isError ? failureText(answer.error, t('detail.failed')) : null;

  return (
    <section className="section" aria-labelledby="group-requests-title">
      <h2 id="group-requests-title" ref={heading} tabIndex={-1}>
        {t('requests.title')}
      </h2>
      {done ? <Alert tone="success">{done}</Alert> : null}
      {failure && !declining ? <Alert tone="error">{failure}</Alert> : null}
      <QueryState query={requests} empty={t('requests.empty')} isEmpty={(data) => data.solicitacoes.length === 0}>
        {(data) => (
          <ul className="group-requests">
            {data.solicitacoes.map((r) => (
              <li key={r.id} className="group-request">
                <p className="group-request-name">{r.nome}</p>
                <p className="group-meta">
                  {t('requests.contact')}: {r.email}
                  {r.telefone ? ` · ${r.telefone}` : ''}
                </p>
                {r.mensagem ? <p>{r.mensagem}</p> : null}
                <div className="actions">
                  <Button onClick={() => reply(r.id, r.nome, 'aceita')} disabled={answer.isPending}>
                    {t('requests.accept')}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      answer.reset();
                      setDeclining({ id: r.id, name: r.nome });
                    }}
                    disabled={answer.isPending}
                  >
                    {t('requests.decline')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={declining !== null}
        title={t('requests.declineTitle', { name: declining?.name ?? '' })}
        description={t('requests.declineText', { name: declining?.name ?? '' })}
        confirmLabel={t('requests.decline')}
        cancelLabel={t('requests.declineCancel')}
        onConfirm={() => declining && reply(declining.id, declining.name, 'recusada')}
        onCancel={() => setDeclining(null)}
        pending={answer.isPending}
        error={failure}
      />
    </section>
  );
}
