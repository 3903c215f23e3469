import '../../../components/link-card.css';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { formatKm, formatWallClock } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { GroupWithDistance } from '../lib/near-me.ts';

/** One group in the list; the heading's link covers the card (CSS), so the card is one tab stop. */
export function GroupCard({ group }: { group: GroupWithDistance }) {
  const { t } = useTranslation('groups');
  return (
    <article className="link-card">
      {group.imagem ? (
        <ResponsiveImage
          className="group-thumb"
          src={group.imagem}
          sizes="(min-width: 720px) 12rem, 100vw"
          alt=""
          loading="lazy"
          width={480}
          height={270}
        />
      ) : null}
      <div className="link-card-body">
        <h2 className="link-card-title">
          <Link to={`/groups/${group.id}`} className="link-card-link">
            {group.nome}
          </Link>
        </h2>
        <p className="group-meta">
          {t('card.schedule', { day: t(`days.${group.diaSemana}`), time: formatWallClock(group.horario) })}
          {group.bairro ? ` · ${group.bairro}` : ''}
        </p>
        <p className="group-meta">
          {t(`audiences.${group.publico}`)}
          {group.lideres.length > 1
            ? ` · ${t('card.leaders', { names: group.lideres.map((l) => l.nome).join(', ') })}`
            : group.lider
              ? ` · ${t('card.leader', { name: group.lider.nome })}`
              : ''}
        </p>
        {group.distanceKm !== null ? <p className="group-meta">{t('card.distance', { distance: formatKm(group.distanceKm) })}</p> : null}
        {group.membro ? <p className="group-badge">{t('card.member')}</p> : null}
        {group.solicitacaoPendente ? <p className="group-badge group-badge-pending">{t('card.pending')}</p> : null}
      </div>
    </article>
  );
}
