import { GROUP_AUDIENCES, GROUP_SEARCH_MAX } from '@congrega/contract/groups';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

export const FILTER_KEYS = ['busca', 'diaSemana', 'publico', 'bairro'] as const;

/** Search and filters of the list, kept in the address (?busca=&diaSemana=&publico=&bairro=) so they survive a reload. */
export function GroupFilters({ bairros }: { bairros: readonly string[] }) {
  const { t } = useTranslation('groups');
  const [params, setParams] = useSearchParams();
  const key = FILTER_KEYS.map((k) => params.get(k) ?? '').join('|');

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams(params);
    for (const k of FILTER_KEYS) {
      const value = String(data.get(k) ?? '').trim();
      if (value) next.set(k, value);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  const clear = () => {
    const next = new URLSearchParams(params);
    for (const k of FILTER_KEYS) next.delete(k);
    setParams(next, { replace: true });
  };

  return (
    <form className="group-filters" role="search" aria-label={t('filters.title')} onSubmit={apply} key={key}>
      <TextField
        label={t('filters.search')}
        name="busca"
        type="search"
        maxLength={GROUP_SEARCH_MAX}
        defaultValue={params.get('busca') ?? ''}
      />
      <SelectField label={t('filters.day')} name="diaSemana" defaultValue={params.get('diaSemana') ?? ''}>
        <option value="">{t('filters.any')}</option>
        {[0, 1, 2, 3, 4, 5, 6].map((d) => (
          <option key={d} value={d}>
            {t(`days.${d}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('filters.audience')} name="publico" defaultValue={params.get('publico') ?? ''}>
        <option value="">{t('filters.any')}</option>
        {GROUP_AUDIENCES.map((a) => (
          <option key={a} value={a}>
            {t(`audiences.${a}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('filters.neighbourhood')} name="bairro" defaultValue={params.get('bairro') ?? ''}>
        <option value="">{t('filters.any')}</option>
        {bairros.map((b) => (
          <option key={b} value={b}>
            {b}
          </option>
        ))}
      </SelectField>
      <div className="actions group-filter-actions">
        <Button type="submit">{t('filters.apply')}</Button>
        <Button variant="ghost" onClick={clear}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}

/** The list query from the address: only valid values go to the server. */
export function filtersFrom(params: URLSearchParams) {
  const day = params.get('diaSemana');
  const publico = params.get('publico');
  const text = (k: string) => params.get(k)?.trim().slice(0, GROUP_SEARCH_MAX) || undefined;
  return {
    ...(day && /^[0-6]$/.test(day) ? { diaSemana: Number(day) } : {}),
    ...(publico && (GROUP_AUDIENCES as readonly string[]).includes(publico)
      ? { publico: publico as (typeof GROUP_AUDIENCES)[number] }
      : {}),
    ...(text('bairro') ? { bairro: text('bairro') } : {}),
    ...(text('busca') ? { busca: text('busca') } : {}),
  };
}
