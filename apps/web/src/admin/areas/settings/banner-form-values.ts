import type { TAdminBanner } from '@congrega/contract/admin/settings';
import { z } from 'zod';
import { fromWallClock, toWallClock } from '../../lib/wall-clock.ts';

/**
 * The banner form's strings <-> the contract's bodies. The window's inputs are wall clocks on the church's clock
 * (lib/wall-clock.ts); a blank one is null (open on that side), a blank link is null.
 */
export type BannerFormValues = {
  titulo: string;
  imagem: string;
  textoAlternativo: string;
  link: string;
  dataInicio: string;
  dataFim: string;
};

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
