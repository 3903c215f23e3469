import { useSearchParams } from 'react-router';
import { Field } from '../../components/ui/field.tsx';

/** The years offered: this one and the nine before (the address may name an older one, which is added). */
const YEARS_SHOWN = 10;

/**
 * A year kept in the address (`?ano=`): the one asked when it is a whole year from `min` to this year, else
 * `fallback`; with the years to offer and the setter (replacing the history entry, as a filter does).
 */
export function useYearParam(min: number, fallback: (thisYear: number) => number) {
  const [params, setParams] = useSearchParams();
  const thisYear = new Date().getFullYear();
  const asked = Number(params.get('ano'));
  const ano = Number.isInteger(asked) && asked >= min && asked <= thisYear ? asked : fallback(thisYear);
  const years = Array.from({ length: YEARS_SHOWN }, (_, i) => thisYear - i).filter((y) => y >= min);
  if (!years.includes(ano)) years.push(ano);
  const setYear = (y: string) => setParams((p) => (p.set('ano', y), p), { replace: true });
  return { ano, years, setYear };
}

/** The year picker of a yearly screen (reports, receipts), bound to useYearParam's answer. */
export function YearField({ label, year }: { label: string; year: ReturnType<typeof useYearParam> }) {
  return (
    <div className="list-filters-fields">
      <Field label={label}>
        {(control) => (
          <select {...control} className="input" value={String(year.ano)} onChange={(e) => year.setYear(e.target.value)}>
            {year.years.map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
