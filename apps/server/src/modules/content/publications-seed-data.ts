/** Demo publication types and publications (videira: the only demo church with MOD_PUBLICACAO). Newest first. */
export interface PublicationSeed {
  slug: string;
  titulo: string;
  resumo: string;
  conteudo: string;
  tags: string[];
  daysAgo: number;
}

export const VIDEIRA_PUBLICATION_TYPES: Array<{ nome: string; descricao: string; itens: PublicationSeed[] }> = [
  {
    nome: 'Revista',
    descricao: 'A revista trimestral da igreja, com estudos e testemunhos.',
    itens: [
      {
        slug: 'revista-videira-primavera',
        titulo: 'Revista Videira: Primavera',
        resumo: 'Estudos sobre o fruto do Espírito e testemunhos da conferência.',
        conteudo: '<p>Nesta edição: <strong>o fruto do Espírito</strong> em nove estudos, e o que Deus fez na conferência.</p>',
        tags: ['revista', 'estudos'],
        daysAgo: 5,
      },
      {
        slug: 'revista-videira-inverno',
        titulo: 'Revista Videira: Inverno',
        resumo: 'A oração na vida da igreja: um caminho de doze semanas.',
        conteudo: '<p>Doze semanas de oração em família, com roteiros para cada dia.</p>',
        tags: ['revista', 'oração'],
        daysAgo: 96,
      },
    ],
  },
  {
    nome: 'Boletim',
    descricao: 'O boletim mensal: agenda, avisos e aniversariantes.',
    itens: [
      {
        slug: 'boletim-novembro',
        titulo: 'Boletim de novembro',
        resumo: 'Agenda do mês, batismos, Santa Ceia e a campanha do agasalho.',
        conteudo: '<p>Tudo o que acontece em novembro na Videira.</p><ul><li>Batismos</li><li>Santa Ceia</li></ul>',
        tags: ['boletim'],
        daysAgo: 2,
      },
      {
        slug: 'boletim-outubro',
        titulo: 'Boletim de outubro',
        resumo: 'Agenda do mês e o relatório das missões.',
        conteudo: '<p>O relatório das missões e a agenda de outubro.</p>',
        tags: ['boletim', 'missões'],
        daysAgo: 33,
      },
    ],
  },
];
