/** Demo devotionals: a month for videira (one a day, the newest today), a few for grace and gracia in their languages. */
export interface DevotionalSeed {
  titulo: string;
  passagem: string;
  versiculo: string;
  reflexao: string;
  tags: string[];
}

const pt = (titulo: string, passagem: string, versiculo: string, reflexao: string, tags: string[]): DevotionalSeed => ({
  titulo,
  passagem,
  versiculo,
  reflexao,
  tags,
});

/** Videira's month, newest first (index 0 is today's). */
export const VIDEIRA_DEVOTIONALS: DevotionalSeed[] = [
  pt(
    'Entrega o teu caminho ao Senhor',
    'Salmos 37.5',
    'Entrega o teu caminho ao Senhor; confia nele, e ele tudo fará.',
    'Entregar é abrir as mãos. Hoje, nomeie diante de Deus aquilo que você tenta controlar sozinho.',
    ['confiança'],
  ),
  pt(
    'O Bom Pastor',
    'João 10.11',
    'Eu sou o bom pastor; o bom pastor dá a sua vida pelas ovelhas.',
    'O pastor conhece cada ovelha pelo nome. Você não é um número para Ele.',
    ['cuidado'],
  ),
  pt(
    'Não andeis ansiosos',
    'Filipenses 4.6',
    'Não andeis ansiosos de coisa alguma; em tudo, porém, sejam conhecidas diante de Deus as vossas petições.',
    'A oração transforma a ansiedade em conversa. Escreva três pedidos e três gratidões.',
    ['oração', 'ansiedade'],
  ),
  pt(
    'Luz para o caminho',
    'Salmos 119.105',
    'Lâmpada para os meus pés é a tua palavra e luz para o meu caminho.',
    'A lâmpada ilumina o próximo passo, não a estrada inteira. Dê o passo de hoje.',
    ['palavra'],
  ),
  pt(
    'Força renovada',
    'Isaías 40.31',
    'Os que esperam no Senhor renovam as suas forças.',
    'Esperar não é parar: é caminhar sustentado por outra força.',
    ['esperança'],
  ),
  pt(
    'O amor é paciente',
    '1 Coríntios 13.4',
    'O amor é paciente, é benigno; o amor não arde em ciúmes.',
    'Troque a palavra “amor” pelo seu nome e leia de novo. Onde Deus quer crescer em você?',
    ['amor'],
  ),
  pt(
    'Vinde a mim',
    'Mateus 11.28',
    'Vinde a mim, todos os que estais cansados e sobrecarregados, e eu vos aliviarei.',
    'Jesus não pede que você chegue descansado; Ele é o descanso.',
    ['descanso'],
  ),
  pt(
    'Tudo posso',
    'Filipenses 4.13',
    'Tudo posso naquele que me fortalece.',
    'O “tudo” de Paulo inclui ter pouco e ter muito. Contentamento também é força.',
    ['força'],
  ),
  pt(
    'A videira verdadeira',
    'João 15.5',
    'Eu sou a videira, vós, os ramos. Quem permanece em mim dá muito fruto.',
    'Fruto vem de permanecer, não de se esforçar mais. Onde você precisa permanecer hoje?',
    ['comunhão'],
  ),
  pt(
    'Misericórdias que se renovam',
    'Lamentações 3.22-23',
    'As misericórdias do Senhor são a causa de não sermos consumidos; renovam-se cada manhã.',
    'Cada manhã é um recomeço dado por Deus. Receba o de hoje.',
    ['graça'],
  ),
  pt(
    'Sede fortes e corajosos',
    'Josué 1.9',
    'Sê forte e corajoso; não temas, porque o Senhor, teu Deus, é contigo.',
    'Coragem não é ausência de medo, é a certeza de companhia.',
    ['coragem'],
  ),
  pt(
    'O fruto do Espírito',
    'Gálatas 5.22-23',
    'O fruto do Espírito é: amor, alegria, paz, longanimidade, benignidade, bondade, fidelidade, mansidão, domínio próprio.',
    'Um só fruto com nove sabores. Qual deles está mais verde em você?',
    ['caráter'],
  ),
  pt(
    'Buscai primeiro o Reino',
    'Mateus 6.33',
    'Buscai, pois, em primeiro lugar, o seu reino e a sua justiça.',
    'Prioridades aparecem na agenda. O que a sua semana diz sobre o que vem primeiro?',
    ['prioridades'],
  ),
  pt(
    'O Senhor é o meu pastor',
    'Salmos 23.1',
    'O Senhor é o meu pastor; nada me faltará.',
    'Leia o salmo inteiro devagar e note cada verbo que o Pastor faz por você.',
    ['cuidado'],
  ),
  pt(
    'Nova criatura',
    '2 Coríntios 5.17',
    'Se alguém está em Cristo, é nova criatura; as coisas antigas já passaram.',
    'O passado explica, mas não define quem você é em Cristo.',
    ['identidade'],
  ),
  pt(
    'Alegrai-vos sempre',
    '1 Tessalonicenses 5.16-18',
    'Regozijai-vos sempre. Orai sem cessar. Em tudo, dai graças.',
    'Gratidão é um músculo: exercite-o anotando cinco motivos hoje.',
    ['gratidão'],
  ),
  pt(
    'Deus é amor',
    '1 João 4.8',
    'Aquele que não ama não conhece a Deus, pois Deus é amor.',
    'O amor de Deus não é um sentimento dEle: é quem Ele é.',
    ['amor'],
  ),
  pt(
    'Lançai sobre Ele',
    '1 Pedro 5.7',
    'Lançando sobre ele toda a vossa ansiedade, porque ele tem cuidado de vós.',
    'Lançar é um gesto de força: solte de verdade aquilo que pesa.',
    ['ansiedade'],
  ),
  pt(
    'O justo viverá pela fé',
    'Romanos 1.17',
    'O justo viverá por fé.',
    'Fé é confiar no caráter de Deus quando as circunstâncias não fazem sentido.',
    ['fé'],
  ),
  pt(
    'Todas as coisas cooperam',
    'Romanos 8.28',
    'Todas as coisas cooperam para o bem daqueles que amam a Deus.',
    'Nem tudo é bom, mas Deus trabalha em tudo para o bem.',
    ['esperança'],
  ),
  pt(
    'Aquietai-vos',
    'Salmos 46.10',
    'Aquietai-vos e sabei que eu sou Deus.',
    'Reserve cinco minutos de silêncio hoje, sem telas, só presença.',
    ['silêncio'],
  ),
  pt('Sal da terra', 'Mateus 5.13', 'Vós sois o sal da terra.', 'O sal age em contato. Em qual conversa você pode dar sabor hoje?', [
    'missão',
  ]),
  pt(
    'Graça suficiente',
    '2 Coríntios 12.9',
    'A minha graça te basta, porque o poder se aperfeiçoa na fraqueza.',
    'Sua fraqueza pode ser o palco do poder de Deus.',
    ['graça'],
  ),
  pt(
    'Confia no Senhor',
    'Provérbios 3.5-6',
    'Confia no Senhor de todo o teu coração e não te estribes no teu próprio entendimento.',
    'Reconhecê-lo em todos os caminhos começa pelas pequenas decisões.',
    ['confiança'],
  ),
  pt(
    'Perdoai',
    'Efésios 4.32',
    'Sede uns para com os outros benignos, compassivos, perdoando-vos uns aos outros.',
    'Perdoar é liberar uma dívida que Deus já liberou em você.',
    ['perdão'],
  ),
  pt(
    'O caminho, a verdade e a vida',
    'João 14.6',
    'Eu sou o caminho, e a verdade, e a vida.',
    'Jesus não aponta um caminho: Ele é o caminho.',
    ['fé'],
  ),
  pt(
    'Renovai a mente',
    'Romanos 12.2',
    'Não vos conformeis com este século, mas transformai-vos pela renovação da vossa mente.',
    'O que você consome molda o que você pensa. Escolha bem o que lê hoje.',
    ['transformação'],
  ),
  pt(
    'Um só corpo',
    '1 Coríntios 12.27',
    'Ora, vós sois corpo de Cristo; e, individualmente, membros desse corpo.',
    'Sua célula e sua igreja precisam do seu dom. Qual é ele?',
    ['comunhão'],
  ),
  pt(
    'Deus cuida',
    'Mateus 6.26',
    'Observai as aves do céu: não semeiam, não colhem, e o vosso Pai celeste as sustenta.',
    'Olhe pela janela hoje e lembre que Ele cuida de você ainda mais.',
    ['provisão'],
  ),
  pt(
    'Eis que faço nova todas as coisas',
    'Apocalipse 21.5',
    'Eis que faço novas todas as coisas.',
    'O fim da história é recomeço. Viva hoje à luz dessa esperança.',
    ['esperança'],
  ),
];

export const GRACE_DEVOTIONALS: DevotionalSeed[] = [
  pt(
    'Be still',
    'Psalm 46:10',
    'Be still, and know that I am God.',
    'Take five quiet minutes today, away from screens, and simply rest in His presence.',
    ['rest'],
  ),
  pt(
    'The Good Shepherd',
    'John 10:11',
    'I am the good shepherd. The good shepherd lays down his life for the sheep.',
    'He knows you by name. Bring Him one worry by name today.',
    ['care'],
  ),
  pt(
    'New every morning',
    'Lamentations 3:22-23',
    'His mercies never come to an end; they are new every morning.',
    'Every morning is a fresh start from God. Receive today’s.',
    ['grace'],
  ),
];

export const GRACIA_DEVOTIONALS: DevotionalSeed[] = [
  pt(
    'Estad quietos',
    'Salmos 46:10',
    'Estad quietos, y conoced que yo soy Dios.',
    'Reserva hoy cinco minutos de silencio, sin pantallas, solo presencia.',
    ['descanso'],
  ),
  pt(
    'El buen pastor',
    'Juan 10:11',
    'Yo soy el buen pastor; el buen pastor su vida da por las ovejas.',
    'Él te conoce por tu nombre. Llévale hoy una preocupación concreta.',
    ['cuidado'],
  ),
  pt(
    'Nuevas cada mañana',
    'Lamentaciones 3:22-23',
    'Nunca decayeron sus misericordias. Nuevas son cada mañana.',
    'Cada mañana es un nuevo comienzo que Dios te regala.',
    ['gracia'],
  ),
];
