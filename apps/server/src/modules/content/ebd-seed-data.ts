/**
 * Demo Sunday-school quarters (as each church wrote them): classes as [name, age group, teacher, room, time] and
 * lessons as [title, key Bible text, text]. ebd.seed.ts dates them on the Sundays of the current quarter.
 */
export interface QuarterSeed {
  slug: string;
  titulo: string;
  resumo: string;
  conteudo: string;
  label: (quarter: number, year: number) => string;
  turmas: Array<[nome: string, faixaEtaria: string, professor: string, sala: string, horario: string]>;
  licoes: Array<[titulo: string, textoBiblico: string, texto: string]>;
}

export const VIDEIRA_QUARTER: QuarterSeed = {
  slug: 'frutos-do-espirito',
  titulo: 'O Fruto do Espírito',
  resumo: 'Treze domingos sobre o caráter de Cristo formado em nós.',
  conteudo:
    '<p>Nesta revista estudamos, domingo a domingo, o fruto do Espírito descrito em Gálatas 5.</p><p>Traga sua Bíblia e leia o texto-base durante a semana.</p>',
  label: (quarter, year) => `${quarter}º trimestre de ${year}`,
  turmas: [
    ['Adultos', '18 anos ou mais', 'Pr. Marcos Lima', 'Templo', '09:00'],
    ['Jovens', '15 a 17 anos', 'Lucas Ferreira', 'Sala 3', '09:00'],
    ['Crianças', '6 a 11 anos', 'Renata Alves', 'Sala Kids', '09:00'],
  ],
  licoes: [
    ['Um fruto, nove sabores', 'Gl 5:22-23', 'O fruto é um só: o caráter de Cristo que o Espírito forma em quem permanece nele.'],
    ['O amor que não busca os seus interesses', '1 Co 13:4-7', 'O amor vem primeiro porque sustenta todas as outras virtudes.'],
    ['Alegria em qualquer circunstância', 'Fp 4:4', 'A alegria cristã não depende do que acontece, mas de quem está conosco.'],
    ['A paz que o mundo não dá', 'Jo 14:27', 'Jesus deixa a sua paz aos discípulos antes da cruz.'],
    ['Paciência: esperar como o lavrador', 'Tg 5:7-8', 'Quem planta aprende a esperar a chuva e o tempo da colheita.'],
    ['Benignidade no trato diário', 'Ef 4:32', 'Perdoar como fomos perdoados muda a casa, o trabalho e a igreja.'],
    ['Bondade que alcança até os ingratos', 'Lc 6:35', 'Fazer o bem sem esperar nada em troca reflete o Pai.'],
    ['Fidelidade: as misericórdias se renovam', 'Lm 3:22-23', 'Deus é fiel todas as manhãs; nós aprendemos a ser fiéis com ele.'],
    ['Mansidão: o jugo suave', 'Mt 11:29', 'Mansidão não é fraqueza: é força sob o controle de Deus.'],
    ['Domínio próprio', '2 Tm 1:7', 'O Espírito nos dá poder, amor e equilíbrio para dizer não.'],
    ['Permanecer na Videira', 'Jo 15:1-8', 'Sem a Videira os ramos nada podem fazer; nela dão muito fruto.'],
    ['Fruto que permanece', 'Jo 15:16', 'Fomos escolhidos para dar fruto que dure além de nós.'],
    ['Andar no Espírito', 'Gl 5:16-26', 'Revisão do trimestre: as obras da carne e o fruto do Espírito lado a lado.'],
  ],
};

export const GRACE_QUARTER: QuarterSeed = {
  slug: 'walking-with-jesus',
  titulo: 'Walking with Jesus',
  resumo: 'A short series on following Jesus day by day.',
  conteudo: '<p>A few Sundays in the Gospel of Mark for every age.</p>',
  label: (quarter, year) => `Q${quarter} ${year}`,
  turmas: [['Adults', '18+', 'Pastor John Miller', 'Fellowship Hall', '9:30 AM']],
  licoes: [
    ['Follow me', 'Mark 1:16-20', 'Jesus calls ordinary people to follow him.'],
    ['Who is this?', 'Mark 4:35-41', 'Jesus calms the storm and the disciples wonder who he is.'],
    ['The greatest is the servant', 'Mark 10:42-45', 'Jesus came not to be served but to serve.'],
  ],
};
