import { BIBLE_BOOKS, type TBibleBookCode } from '@congrega/contract/bible-books';
import type { TLocale } from '@congrega/contract/locale';
import type { TReadingPassage, TReadingPlan, TReadingPlanDay } from '@congrega/contract/reading-plans';

/**
 * The plans every church offers, built from the book table (no rows): John in 7 days, the Gospels and Acts in
 * 30 days, the whole Bible in 365 days. Their uuids are fixed, so progress rows name them like church plans.
 */
type Chapter = { livro: TBibleBookCode; capitulo: number };

const chaptersOf = (codes: readonly TBibleBookCode[] | 'all'): Chapter[] =>
  BIBLE_BOOKS.filter((b) => codes === 'all' || codes.includes(b.code)).flatMap((b) =>
    Array.from({ length: b.chapters }, (_, i) => ({ livro: b.code, capitulo: i + 1 })),
  );

/** Consecutive chapters of one book become one passage ("Gn 1-3"). */
function passages(chapters: Chapter[]): TReadingPassage[] {
  const out: TReadingPassage[] = [];
  for (const c of chapters) {
    const last = out.at(-1);
    if (last && last.livro === c.livro && (last.capituloFim ?? last.capitulo) === c.capitulo - 1) last.capituloFim = c.capitulo;
    else out.push({ livro: c.livro, capitulo: c.capitulo });
  }
  return out;
}

/** Spreads the chapters evenly over the days, in order. */
function spread(chapters: Chapter[], days: number): TReadingPlanDay[] {
  return Array.from({ length: days }, (_, d) => ({
    dia: d + 1,
    leituras: passages(chapters.slice(Math.floor((d * chapters.length) / days), Math.floor(((d + 1) * chapters.length) / days))),
    devocional: null,
  }));
}

interface BuiltIn {
  uuid: string;
  text: Record<TLocale, { titulo: string; descricao: string }>;
  days: () => TReadingPlanDay[];
}

const BUILT_INS: BuiltIn[] = [
  {
    uuid: '7d000000-0000-4000-8000-000000000007',
    text: {
      'pt-BR': { titulo: 'O Evangelho de João em 7 dias', descricao: 'Três capítulos por dia para conhecer a vida de Jesus.' },
      en: { titulo: 'The Gospel of John in 7 days', descricao: 'Three chapters a day through the life of Jesus.' },
      es: { titulo: 'El Evangelio de Juan en 7 días', descricao: 'Tres capítulos al día para conocer la vida de Jesús.' },
    },
    days: () => spread(chaptersOf(['JHN']), 7),
  },
  {
    uuid: '30d00000-0000-4000-8000-000000000030',
    text: {
      'pt-BR': { titulo: 'Evangelhos e Atos em 30 dias', descricao: 'Mateus, Marcos, Lucas, João e Atos em um mês.' },
      en: { titulo: 'Gospels and Acts in 30 days', descricao: 'Matthew, Mark, Luke, John and Acts in a month.' },
      es: { titulo: 'Evangelios y Hechos en 30 días', descricao: 'Mateo, Marcos, Lucas, Juan y Hechos en un mes.' },
    },
    days: () => spread(chaptersOf(['MAT', 'MRK', 'LUK', 'JHN', 'ACT']), 30),
  },
  {
    uuid: '365d0000-0000-4000-8000-000000000365',
    text: {
      'pt-BR': { titulo: 'A Bíblia em um ano', descricao: 'De Gênesis a Apocalipse em 365 dias, cerca de três capítulos por dia.' },
      en: { titulo: 'The Bible in a year', descricao: 'Genesis to Revelation in 365 days, about three chapters a day.' },
      es: { titulo: 'La Biblia en un año', descricao: 'De Génesis a Apocalipsis en 365 días, unos tres capítulos al día.' },
    },
    days: () => spread(chaptersOf('all'), 365),
  },
];

const daysCache = new Map<string, TReadingPlanDay[]>();

/** The built-in plan of that uuid in the church's language, or undefined. */
export function builtInPlan(uuid: string, locale: TLocale): TReadingPlan | undefined {
  const plan = BUILT_INS.find((p) => p.uuid === uuid);
  if (!plan) return undefined;
  if (!daysCache.has(uuid)) daysCache.set(uuid, plan.days());
  const dias = daysCache.get(uuid)!;
  return { uuid, ...plan.text[locale], totalDias: dias.length, origem: 'padrao', dias };
}

export function builtInPlans(locale: TLocale): TReadingPlan[] {
  return BUILT_INS.map((p) => builtInPlan(p.uuid, locale)!);
}
