import type { TGrantList } from '@congrega/contract/admin/grants';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList } from '../../kit/data-list.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

/** Members holding one of the spec's roles (ROLE_ADMIN...): read-only here, with the presets each role stands for. */
export function RoleHolders({ holders }: { holders: TGrantList['papeis'] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (holders.length === 0) return null;
  return (
    <section aria-labelledby="roles-title" className="form-section">
      <h2 id="roles-title">{t('grants.rolesTitle')}</h2>
      <p className="muted">{t('grants.rolesHint')}</p>
      <DataList
        caption={t('grants.rolesTitle')}
        rows={holders}
        rowKey={(h) => `${h.usuarioId}-${h.role}`}
        columns={[
          { key: 'nome', header: t('grants.person'), cell: (h) => `${h.nome} (${h.email})` },
          { key: 'role', header: t('grants.role'), cell: (h) => h.role },
          { key: 'presets', header: t('grants.preset'), cell: (h) => h.presets.map((p) => t(`presets.${p}`)).join(', ') },
        ]}
        empty={null}
      />
    </section>
  );
}
