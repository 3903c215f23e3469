import type { TAdminCell, TAdminCellMember } from '@congrega/contract/admin/cells';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { formatAt } from '../../lib/admin-format.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useCells, useCellWrites } from './cells-api.ts';

/** The cell's members with their contacts; with an unscoped grant, each can be moved to another active cell. */
export function CellMembers({ cell, mayMove }: { cell: TAdminCell; mayMove: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  return (
    <section className="form-section" aria-labelledby="cell-members-title">
      <h2 id="cell-members-title">{t('cells.membersTitle', { count: cell.participantes.length })}</h2>
      {cell.participantes.length === 0 ? <p className="muted">{t('cells.noMembers')}</p> : null}
      <ul className="editable-list">
        {cell.participantes.map((m) => (
          <li key={m.usuarioId} className="editable-item">
            <p>
              <strong>{m.nome}</strong>
            </p>
            <p className="muted">
              <a href={`mailto:${m.email}`}>{m.email}</a>
              {m.telefone ? (
                <>
                  {' · '}
                  <a href={`tel:${m.telefone}`}>{m.telefone}</a>
                </>
              ) : null}
              {' · '}
              {t('cells.since', { date: formatAt(m.desde, church, lang, 'date') })}
            </p>
            {mayMove ? <MoveMember cell={cell} member={m} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MoveMember({ cell, member }: { cell: TAdminCell; member: TAdminCellMember }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const cells = useCells(church.slug);
  const writes = useCellWrites(church.slug);
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  const action = useActionFailure(t('kit.saveFailed'));
  const others = (cells.data?.itens ?? []).filter((c) => c.id !== cell.id && c.flagAtivo);
  if (!others.length) return null;
  const move = async () => {
    setBusy(true);
    const ok = await action.attempt(() => writes.move(cell.id, member.usuarioId, Number(target)));
    setBusy(false);
    if (ok) toast(t('cells.moved', { name: member.nome }));
  };
  return (
    <div className="cell-member-move">
      <Field label={t('cells.moveTo', { name: member.nome })}>
        {(control) => (
          <select {...control} className="input" value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="">{t('cells.choose')}</option>
            {others.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nome}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button variant="ghost" disabled={!target || busy} onClick={() => void move()}>
        {t('cells.move')}
        <span className="sr-only"> {member.nome}</span>
      </Button>
      {action.failure ? <Alert tone="error">{action.failure}</Alert> : null}
    </div>
  );
}
