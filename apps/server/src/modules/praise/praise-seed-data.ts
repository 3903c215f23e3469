import type { ScoreFile } from './praise.schema.ts';

/**
 * Demo songs: public-domain hymns (texts and translations from the 16th-19th centuries; first stanza and, where
 * the hymn has one, the chorus) with chords in ChordPro. "Mais perto quero estar" has lyrics only and the
 * Doxology only a score (a small SVG shipped in seed-assets/praise/).
 */
export interface DemoSong {
  titulo: string;
  autor: string;
  tema: string;
  tom: string | null;
  ritmo?: string;
  cifra: string | null;
  partituras?: ScoreFile[];
}

/** videira's song with a score PDF (praise.seed.ts draws it): Ein feste Burg's first phrase. */
export const DEMO_SCORE_PDF = {
  church: 'videira',
  song: 'Castelo Forte',
  subtitle: 'Martinho Lutero (1529) · primeira frase',
  nome: 'Castelo Forte (partitura)',
  /** A fixed name of the upload's shape (a UUID), so the console treats it as the church's own upload. */
  file: '00000000-0000-4000-8000-00000000c001.pdf',
  pitches: [4, 4, 4, 1, 2, 3, 4, 3, 2, 1],
} as const;

export const DEMO_SONGS: Record<'videira' | 'grace' | 'gracia', DemoSong[]> = {
  videira: [
    {
      titulo: 'Castelo Forte',
      autor: 'Martinho Lutero (1529)',
      tema: 'Confiança',
      tom: 'C',
      ritmo: 'Hino',
      cifra: `{comment: Estrofe 1}
[C]Castelo forte é [G]nosso [C]Deus,
[F]Espada e bom [G]escu[C]do;
Com [C]seu poder de[G]fende os [C]seus
[F]Em todo [G7]transe a[C]gudo.`,
    },
    {
      titulo: 'Sou Feliz',
      autor: 'Horatio Spafford (1873), trad. William Entzminger',
      tema: 'Paz',
      tom: 'D',
      ritmo: 'Hino',
      cifra: `{comment: Estrofe 1}
Se [D]paz a mais [G]doce me [D]deres go[Bm]zar,
Se [Em]dor a mais [A]forte so[D]frer,
Oh, [D]seja o que [G]for, Tu me [D]fazes sa[Bm]ber
Que fe[G]liz com Je[A7]sus sempre [D]sou!

{comment: Coro}
Sou fe[A]liz com Je[D]sus,
Sou fe[G]liz com Je[A7]sus, meu Se[D]nhor!`,
    },
    {
      titulo: 'Santo! Santo! Santo!',
      autor: 'Reginald Heber (1826), trad. João Gomes da Rocha',
      tema: 'Adoração',
      tom: 'Eb',
      ritmo: 'Hino',
      cifra: `[Eb]Santo! Santo! [Cm]Santo! [Ab]Deus Oni[Eb]potente!
Cantam de ma[Bb]nhã nossas [Eb]vozes com ar[Bb]dor:
[Eb]Santo! Santo! [Cm]Santo! [Ab]Justo e compas[Eb]sivo!
[Ab]És Deus [Eb]Trino, ex[Bb7]celso Cria[Eb]dor!`,
    },
    {
      titulo: 'Chuvas de Graça',
      autor: 'Daniel Whittle (1883), trad. Salomão Ginsburg',
      tema: 'Avivamento',
      tom: 'G',
      ritmo: 'Hino',
      cifra: `{comment: Estrofe 1}
[G]Deus prometeu com cer[D]teza
[D7]Chuvas de graça man[G]dar;
[G]Ele nos dá forta[C]leza,
[G]Ricas bên[D7]çãos sem [G]par.

{comment: Coro}
[G]Chuvas de [C]graça,
[G]Chuvas pe[D]dimos, Se[G]nhor;
Manda-nos [C]chuvas cons[G]tantes,
[Em]Chuvas do [D7]Consola[G]dor.`,
    },
    {
      titulo: 'Mais Perto Quero Estar',
      autor: 'Sarah Adams (1841), trad. tradicional',
      tema: 'Comunhão',
      tom: null,
      cifra: `Mais perto quero estar, meu Deus, de Ti,
Inda que seja a dor que me una a Ti;
Sempre hei de suplicar:
Mais perto quero estar,
Mais perto quero estar, meu Deus, de Ti!`,
    },
  ],
  grace: [
    {
      titulo: 'Amazing Grace',
      autor: 'John Newton (1779)',
      tema: 'Grace',
      tom: 'G',
      ritmo: 'Hymn 3/4',
      cifra: `{comment: Verse 1}
A[G]mazing [G7]grace! How [C]sweet the [G]sound
That saved a wretch like [D]me!
I [G]once was [G7]lost, but [C]now am [G]found;
Was [Em]blind, but [D7]now I [G]see.`,
    },
    {
      titulo: 'Holy, Holy, Holy',
      autor: 'Reginald Heber (1826)',
      tema: 'Worship',
      tom: 'D',
      ritmo: 'Hymn',
      cifra: `[D]Holy, holy, [Bm]holy! [G]Lord God Al[D]mighty!
Early in the [A]morning our [D]song shall rise to [A]Thee;
[D]Holy, holy, [Bm]holy, [G]merciful and [D]mighty!
[G]God in three [D]Persons, [A/C#]blessed [Bm]Trin[A7]i[D]ty!`,
    },
    {
      titulo: 'It Is Well with My Soul',
      autor: 'Horatio Spafford (1873)',
      tema: 'Peace',
      tom: 'C',
      ritmo: 'Hymn',
      cifra: `{comment: Verse 1}
When [C]peace like a [F]river at[C]tendeth my [Am]way,
When [Dm]sorrows like [G]sea billows [C]roll;
What[C]ever my [F]lot, Thou hast [C]taught me to [Am]say,
It is [F]well, it is [G7]well with my [C]soul.

{comment: Chorus}
It is [G]well with my [C]soul,
It is [F]well, it is [G7]well with my [C]soul.`,
    },
    {
      titulo: 'What a Friend We Have in Jesus',
      autor: 'Joseph Scriven (1855)',
      tema: 'Prayer',
      tom: 'F',
      ritmo: 'Hymn',
      cifra: `[F]What a friend we [Bb]have in [F]Jesus,
All our sins and [C]griefs to [F]bear!
What a privilege to [Bb]car[F]ry
Every[C]thing to [C7]God in [F]prayer!`,
    },
    {
      titulo: 'Doxology (Old Hundredth)',
      autor: 'Thomas Ken (1674), Louis Bourgeois (1551)',
      tema: 'Praise',
      tom: 'G',
      cifra: null,
      partituras: [{ nome: 'Old Hundredth, first phrase', url: '/media/seed/praise/doxology.svg', tipo: 'imagem' }],
    },
  ],
  gracia: [
    {
      titulo: 'Castillo fuerte es nuestro Dios',
      autor: 'Martín Lutero (1529), trad. Juan B. Cabrera',
      tema: 'Confianza',
      tom: 'C',
      ritmo: 'Himno',
      cifra: `[C]Castillo fuerte es [G]nuestro [C]Dios,
[F]defensa y buen es[G]cu[C]do.
Con [C]su poder nos [G]libra[C]rá
[F]en este [G7]trance a[C]gudo.`,
    },
    {
      titulo: 'Santo, Santo, Santo',
      autor: 'Reginald Heber (1826), trad. Juan B. Cabrera',
      tema: 'Adoración',
      tom: 'D',
      ritmo: 'Himno',
      cifra: `[D]¡Santo, Santo, [Bm]Santo! [G]Señor omnipo[D]tente,
siempre el labio [A]mío lo[D]ores te da[A]rá.
[D]¡Santo, Santo, [Bm]Santo! [G]Te adoro reve[D]rente,
[G]Dios en tres per[D]sonas, [A7]bendita Trini[D]dad.`,
    },
    {
      titulo: 'Roca de la eternidad',
      autor: 'Augustus Toplady (1776), trad. Tomás M. Westrup',
      tema: 'Salvación',
      tom: 'Bb',
      ritmo: 'Himno',
      cifra: `[Bb]Roca de la eterni[F]dad,
[Bb]fuiste a[Eb]bierta [F7]tú por [Bb]mí;
[Bb]sé mi escon[Eb]dedero [Bb]fiel,
[Bb]solo en[Eb]cuentro [F7]paz en [Bb]ti.`,
    },
  ],
};

/** Menu entries the seeded churches get for the Bible and reading plans (songs: computed, church/bootstrap.service.ts). */
export const WORSHIP_MENU: Record<keyof typeof DEMO_SONGS, [string, string][]> = {
  videira: [
    ['Bíblia', '/bible'],
    ['Planos de leitura', '/reading-plans'],
  ],
  grace: [
    ['Bible', '/bible'],
    ['Reading plans', '/reading-plans'],
  ],
  gracia: [
    ['Biblia', '/bible'],
    ['Planes de lectura', '/reading-plans'],
  ],
};
