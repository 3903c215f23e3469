import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAnswerJoinRequest, useJoinRequests } from '../api/join-requests.ts';

/** The leader's pending requests with the requester's contact, each accepted or declined in place. */
export function LeaderRequests({ groupId }: { groupId: number }) {
  const { t } = useTranslation('groups');
  const requests = useJoinRequests(groupId, true);
  const answer = useAnswerJoinRequest(groupId);
  const [done, setDone] = useState<string | null>(null);

  const reply = (requestId: number, name: string, status: 'aceita' | 'recusada') =>
    answer.mutate(
      { requestId, status },
      { onSuccess: () => setDone(t(status === 'aceita' ? 'requests.accepted' : 'requests.declined', { name })) },
    );

  return (
    <section className="section" aria-labelledby="group-requests-title">
      <h2 id="group-requests-title">{t('requests.title')}</h2>
      {done ? <Alert tone="success">{done}</Alert> : null}
      {answer.isError ? <Alert tone="error">{failureText(answer.error, t('detail.failed'))}</Alert> : null}
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
                  <Button variant="secondary" onClick={() => reply(r.id, r.nome, 'recusada')} disabled={answer.isPending}>
                    {t('requests.decline')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
