import type { TAdminBanner } from '@congrega/contract/admin/settings';
import { zonedTime, zoneParts } from '@congrega/contract/datetime';
import { z } from 'zod';

/**
 * The banner form's strings <-> the contract's bodies. The window's inputs are `datetime-local` wall clocks read on
 * the church's clock (igreja.fuso_horario, as every moment of the console), sent as ISO instants; a blank one is
 * null (open on that side), a blank link is null.
 */
export type BannerFormValues = {
  titulo: string;
  imagem: string;
  textoAlternativo: string;
  link: string;
  dataInicio: string;
  dataFim: string;
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as the `datetime-local` value of its wall clock in `zone` (YYYY-MM-DDTHH:mm). */
export function toWallClock(iso: string | null, zone: string): string {
  if (!iso) return '';
  const p = zoneParts(Date.parse(iso), zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A `datetime-local` value read in `zone` as an ISO instant; blank -> null; anything else is left for the schema. */
export function fromWallClock(value: string, zone: string): string | null {
  if (!value.trim()) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return value;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  return zonedTime(y, mo, d, h, mi, zone).toISOString();
}

export function bannerFormValues(banner: TAdminBanner | undefined, zone: string): BannerFormValues {
  return {
    titulo: banner?.titulo ?? '',
    imagem: banner?.imagem ?? '',
    textoAlternativo: banner?.textoAlternativo ?? '',
    link: banner?.link ?? '',
    dataInicio: toWallClock(banner?.dataInicio ?? null, zone),
    dataFim: toWallClock(banner?.dataFim ?? null, zone),
  };
}

/** The contract's body schema behind the form's strings (the form validates exactly the body it sends). */
export function bannerFormSchema<S extends z.ZodType>(body: S, zone: string) {
  return z.preprocess((values) => {
    const v = values as BannerFormValues;
    return {
      ...v,
      link: v.link.trim() ? v.link : null,
      dataInicio: fromWallClock(v.dataInicio, zone),
      dataFim: fromWallClock(v.dataFim, zone),
    };
  }, body) as unknown as z.ZodType<z.output<S>, BannerFormValues>;
}
