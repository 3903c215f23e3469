import { z } from 'zod';
import { ZId } from '../common.ts';
import { contentEndpoints } from '../content.ts';

/**
 * A Sunday-school quarter's slug: lower-case letters, digits and dashes, WITH at least one letter. Decided: an
 * all-digit slug is refused (here and by the table's check), so `/ebd/{ebdSlug}` can also take the quarter's numeric
 * id (a notification names its item by `idEntidadeRelacionada`, a number): digits are an id, anything else a slug.
 */
export const ZEbdSlug = z.string().regex(/^(?=[0-9-]*[a-z])[a-z0-9-]{1,100}$/, 'validation.invalid');

/** A class (turma) of the quarter: its name, age group, teacher, room and time ("09:00"). */
export const ZEbdClass = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    faixaEtaria: z.string().nullable(),
    professor: z.string().nullable(),
    sala: z.string().nullable(),
    horario: z.string().nullable(),
  })
  .meta({ id: 'EbdClass' });
export type TEbdClass = z.infer<typeof ZEbdClass>;

/** A lesson: its number, its Sunday (`data`, YYYY-MM-DD), key Bible text and the lesson's rich text (sanitised). */
export const ZEbdLesson = z
  .object({
    id: z.number().int(),
    numero: z.number().int(),
    data: z.string(),
    titulo: z.string(),
    textoBiblico: z.string().nullable(),
    conteudo: z.string(),
  })
  .meta({ id: 'EbdLesson' });
export type TEbdLesson = z.infer<typeof ZEbdLesson>;

/**
 * Sunday school (MOD_EBD; spec: /ebds, /ebds/{ebdSlug}) on the shared content pattern: a quarter ("revista") with its
 * slug, quarter label (`trimestre`), first and last Sunday (`dataInicio`, `dataFim`, YYYY-MM-DD), cover and
 * description; the detail `GET /ebd/{ebdSlug}` (the quarter's slug or its id) adds its classes and its lessons in
 * order.
 */
export const ebd = contentEndpoints({
  name: 'Ebd',
  tag: 'Sunday school',
  module: 'MOD_EBD',
  list: 'ebd',
  item: 'ebd',
  bySlug: true,
  itemParams: z.strictObject({ slug: z.union([ZEbdSlug, ZId]) }),
  itemNote:
    '`slug` is the quarter’s slug (always with a letter) or its numeric id (a notification’s `idEntidadeRelacionada`); the answer carries its classes (`turmas`) and lessons (`licoes`, in order).',
  extra: { slug: z.string(), trimestre: z.string(), dataInicio: z.string(), dataFim: z.string() },
  detailExtra: { turmas: z.array(ZEbdClass), licoes: z.array(ZEbdLesson) },
});
export type TEbd = z.infer<typeof ebd.detail>;
