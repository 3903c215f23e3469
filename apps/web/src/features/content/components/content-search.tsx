import { CONTENT_SEARCH_MAX } from '@congrega/contract/content';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** The list's text search, kept in the address (?busca=) so it survives a reload and the back button. */
export function ContentSearch({ label }: { label: string }) {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const current = params.get('busca') ?? '';

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('busca') ?? '').trim();
    const next = new URLSearchParams(params);
    if (value) next.set('busca', value);
    else next.delete('busca');
    setParams(next, { replace: true });
  };

  return (
    <form className="content-search" role="search" aria-label={label} onSubmit={apply} key={current}>
      <TextField label={t('search.label')} name="busca" type="search" maxLength={CONTENT_SEARCH_MAX} defaultValue={current} />
      <Button type="submit" variant="secondary">
        {t('search.action')}
      </Button>
    </form>
  );
}
