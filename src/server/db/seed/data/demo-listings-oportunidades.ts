import type { CategoryTemplates } from './demo-listings-types.ts';

/** Opportunities (type 1): jobs, partnerships, community and the condominium's own life. */
export const OPPORTUNITY_TEMPLATES: readonly CategoryTemplates[] = [
  {
    type: 1,
    category: 'Empregos',
    icon: 'briefcase',
    hours: 'comercial',
    transactions: [],
    subcategories: {
      'Vagas de Meio Período': [
        {
          title: 'Vaga de meio período: {atendente|auxiliar de cozinha|recepcionista|vendedor(a)} {no bairro %bairro%|perto do condomínio}',
          subtitle: 'Manhã ou tarde, ótimo para estudantes',
          description:
            'Procuramos pessoa comunicativa e pontual para trabalhar 4 horas por dia, de segunda a sexta. Não precisa de experiência, treinamos. Envie seu currículo pelo WhatsApp.',
          prices: ['R$ 1.100,00 por mês', 'A combinar', 'R$ 900,00 + benefícios'],
        },
      ],
      'Vagas de Tempo Integral': [
        {
          title: 'Contratamos {porteiro|zelador|auxiliar de limpeza|jardineiro} para condomínio',
          subtitle: 'Carteira assinada e benefícios',
          description:
            'Vaga CLT, escala {12x36|5x2}, com vale-transporte, vale-refeição e plano de saúde. Desejável experiência em condomínios. Enviar currículo para a administração do %condominio%.',
          prices: ['R$ 2.100,00', 'A combinar', 'R$ 1.900,00 + benefícios'],
        },
      ],
      'Trabalho Temporário': [
        {
          title: 'Temporário {de fim de ano|para eventos|para inventário}: {vendedores|garçons|repositores}',
          subtitle: 'Início imediato',
          description:
            'Vagas temporárias de 30 a 60 dias, com possibilidade de efetivação. Pagamento semanal. Interessados chamar no WhatsApp com nome e bairro.',
          prices: ['R$ 120,00 a diária', 'A combinar'],
        },
      ],
      'Estágio e Jovem Aprendiz': [
        {
          title: '{Estágio em administração|Jovem aprendiz|Estágio em marketing digital} - {empresa do bairro|home office parcial}',
          subtitle: 'Primeira experiência com bolsa-auxílio',
          description:
            'Buscamos estudante com vontade de aprender, para 6 horas por dia. Bolsa-auxílio, vale-transporte e horário compatível com a faculdade.',
          prices: ['Bolsa R$ 1.200,00', 'A combinar'],
        },
      ],
      Freelance: [
        {
          title: 'Freelance: {design de logotipo|edição de vídeos|fotos de produtos|tradução de documentos}',
          subtitle: 'Projeto pontual para pequeno negócio',
          description:
            'Preciso de um profissional para um projeto curto. Prefiro alguém do condomínio ou da vizinhança para reuniões rápidas. Mande seu portfólio.',
          prices: ['A combinar', 'R$ 500,00 o projeto'],
        },
      ],
    },
  },
  {
    type: 1,
    category: 'Trabalho Doméstico',
    icon: 'house',
    hours: 'comercial',
    transactions: [],
    subcategories: {
      'Vaga de Diarista': [
        {
          title: 'Procuro diarista {1 vez por semana|quinzenal|às sextas-feiras} no %condominio%',
          subtitle: 'Apartamento de 2 quartos, com referências',
          description:
            'Buscamos diarista caprichosa e de confiança para apartamento de 70 m². Pagamento no dia, com vale-transporte. Indicação de vizinhos é bem-vinda.',
          prices: ['R$ 180,00 a diária', 'A combinar'],
        },
      ],
      'Vaga de Babá': [
        {
          title: 'Vaga de babá {para bebê de 8 meses|meio período|para duas crianças}',
          subtitle: 'Família do %condominio%',
          description:
            'Procuramos babá carinhosa e responsável, de segunda a sexta. Carteira assinada após o período de experiência. Referências obrigatórias.',
          prices: ['R$ 2.200,00 por mês', 'A combinar'],
        },
      ],
      'Vaga de Cuidador de Idosos': [
        {
          title: 'Procuramos cuidadora para {senhora de 85 anos|idoso com mobilidade reduzida} - {diurno|noturno}',
          subtitle: 'Plantões de 12 horas',
          description:
            'Necessário curso de cuidador e experiência comprovada. Ambiente tranquilo, família presente. Enviar referências pelo WhatsApp.',
          prices: ['Plantão R$ 200,00', 'A combinar'],
        },
      ],
      'Vaga de Motorista Particular': [
        {
          title: 'Vaga de motorista particular {para família|meio período|para levar crianças à escola}',
          subtitle: 'CNH categoria B há mais de 5 anos',
          description:
            'Procuramos motorista cuidadoso, com boas referências, para trajetos no bairro %bairro% e arredores. Carro da família.',
          prices: ['A combinar', 'R$ 2.500,00 por mês'],
        },
      ],
    },
  },
  {
    type: 1,
    category: 'Parcerias e Negócios',
    icon: 'briefcase',
    hours: 'comercial',
    transactions: [],
    subcategories: {
      'Sócio para Negócio': [
        {
          title: 'Procuro sócio(a) para {marmitaria delivery|loja de roupas online|estúdio de pilates|cafeteria}',
          subtitle: 'Negócio em crescimento, clientes no condomínio',
          description:
            'Já tenho clientela formada e estrutura básica. Busco parceiro(a) para investir e dividir a operação. Conversa sem compromisso.',
          prices: ['A combinar'],
        },
      ],
      'Revenda e Consignação': [
        {
          title: 'Seja revendedor(a) de {semijoias|cosméticos|roupas fitness|produtos de limpeza}',
          subtitle: 'Renda extra vendendo para os vizinhos',
          description:
            'Forneço o mostruário em consignação e você paga só o que vender. Comissão de até 30%. Ótimo para quem trabalha em casa.',
          prices: ['A combinar', 'Sem investimento inicial'],
          transactions: ['venda'],
        },
      ],
      'Representação Comercial': [
        {
          title: 'Representante comercial {para a região|autônomo} - {alimentos|papelaria|material de limpeza}',
          subtitle: 'Comissão atrativa e carteira de clientes',
          description:
            'Empresa local busca representante com carro próprio para atender mercados e padarias do bairro %bairro% e região.',
          prices: ['A combinar'],
        },
      ],
      'Ponto Comercial': [
        {
          title: '{Loja térrea|Sala comercial|Box em galeria} para alugar no bairro %bairro%',
          subtitle: 'Ótimo ponto, perto do condomínio',
          description:
            'Imóvel comercial com bom fluxo de pedestres, banheiro e copa. Ideal para salão, consultório ou pequena loja.',
          prices: ['R$ 2.500,00 por mês', 'R$ 1.800,00', 'A combinar'],
          transactions: ['locacao'],
        },
      ],
    },
  },
  {
    type: 1,
    category: 'Cursos e Capacitação',
    icon: 'book',
    hours: 'aulas',
    transactions: [],
    subcategories: {
      'Bolsas de Estudo': [
        {
          title: 'Bolsas de {50%|até 70%} para {curso de inglês|curso técnico|pré-vestibular}',
          subtitle: 'Vagas limitadas para moradores',
          description:
            'Parceria com o %condominio%: moradores e seus filhos têm bolsas especiais. Matrículas abertas até o fim do mês.',
          prices: ['A combinar', 'Inscrição gratuita'],
        },
      ],
      'Cursos Gratuitos': [
        {
          title: 'Curso gratuito de {informática básica|empreendedorismo|educação financeira|primeiros socorros}',
          subtitle: 'Aulas no salão do condomínio',
          description:
            'Curso de 4 encontros, aberto a moradores da região. Vagas limitadas, inscrições pelo WhatsApp. Certificado de participação.',
          prices: ['Grátis'],
        },
      ],
      'Oficinas e Workshops': [
        {
          title: 'Oficina de {pães caseiros|horta em apartamento|crochê para iniciantes|fotografia com celular}',
          subtitle: 'Um sábado de aprendizado entre vizinhos',
          description:
            'Oficina prática de 3 horas, com todo o material incluído. Turma de até 12 pessoas no espaço gourmet do %condominio%.',
          prices: ['R$ 80,00', 'R$ 60,00', 'R$ 100,00'],
        },
      ],
      Palestras: [
        {
          title: 'Palestra: {segurança no condomínio|como declarar o imposto de renda|alimentação saudável para crianças|cuidados com idosos}',
          subtitle: 'Entrada gratuita para moradores',
          description:
            'Encontro aberto com espaço para perguntas no final. Confirme presença para organizarmos as cadeiras.',
          prices: ['Grátis', 'Entrada franca'],
        },
      ],
    },
  },
  {
    type: 1,
    category: 'Voluntariado',
    icon: 'heart',
    hours: 'fim-de-semana',
    transactions: ['doacao'],
    subcategories: {
      'Ações Sociais': [
        {
          title: 'Voluntários para {sopão solidário|reforço escolar comunitário|mutirão de limpeza da praça}',
          subtitle: 'Algumas horas por mês fazem diferença',
          description:
            'Grupo de moradores do bairro %bairro% organiza ações mensais. Precisamos de ajuda para preparar, servir e divulgar. Venha participar!',
          prices: ['Voluntário'],
        },
      ],
      'Campanhas de Arrecadação': [
        {
          title: 'Campanha do {agasalho|brinquedo|alimento} no %condominio%',
          subtitle: 'Deixe sua doação na portaria',
          description:
            'Estamos arrecadando doações em bom estado até o fim do mês. Caixa de coleta na portaria. Tudo será entregue a uma instituição do bairro.',
          prices: ['Doação'],
        },
      ],
      'Apoio a Idosos': [
        {
          title: 'Visitas e companhia para idosos {do condomínio|do abrigo do bairro}',
          subtitle: 'Uma conversa pode mudar o dia de alguém',
          description:
            'Procuramos voluntários para visitas semanais, leitura e pequenas ajudas com compras. Combine o horário que puder.',
          prices: ['Voluntário'],
        },
      ],
      'Causa Animal': [
        {
          title: '{Feira de adoção de cães e gatos|Lar temporário para filhotes|Arrecadação de ração para ONG}',
          subtitle: 'Ajude um peludo a encontrar um lar',
          description:
            'ONG parceira do bairro precisa de ajuda. Todos os animais estão vacinados e castrados. Adote, apadrinhe ou doe.',
          prices: ['Doação', 'Adoção responsável'],
        },
      ],
    },
  },
  {
    type: 1,
    category: 'Achados e Perdidos',
    icon: 'key',
    hours: 'todos-os-dias',
    transactions: [],
    subcategories: {
      Documentos: [
        {
          title: '{Carteira com documentos|RG e cartões|Crachá de empresa} encontrado{s|} na {garagem|área de lazer|calçada do condomínio}',
          subtitle: 'Deixei com o porteiro',
          description:
            'Encontrei perto do bloco {A|B|C} e deixei na portaria do %condominio%. O dono pode retirar apresentando um documento.',
          prices: [''],
        },
      ],
      Chaves: [
        {
          title: 'Molho de chaves {com chaveiro azul|com controle de garagem|de carro} {perdido|encontrado}',
          subtitle: 'Perto do elevador social',
          description:
            'Quem encontrar ou reconhecer, por favor avise pelo WhatsApp ou deixe na portaria. Agradeço muito!',
          prices: [''],
        },
      ],
      'Animais Perdidos': [
        {
          title: '{Gato cinza|Cachorro caramelo|Calopsita|Shih-tzu branco} {desaparecido|encontrado} no bairro %bairro%',
          subtitle: 'Ajude a compartilhar',
          description:
            'Visto pela última vez perto do %condominio%. É dócil e atende pelo nome. Qualquer informação, chame no WhatsApp. Ofereço recompensa.',
          prices: ['Recompensa', ''],
        },
      ],
      'Objetos Encontrados': [
        {
          title: '{Óculos de grau|Guarda-chuva|Brinquedo infantil|Fone de ouvido} encontrado na {academia|piscina|brinquedoteca}',
          subtitle: 'Está com a administração',
          description:
            'Objeto encontrado nas áreas comuns do %condominio%. Procure a administração em horário comercial para retirar.',
          prices: [''],
        },
      ],
    },
  },
  {
    type: 1,
    category: 'Caronas',
    icon: 'car',
    hours: 'comercial',
    transactions: [],
    subcategories: {
      'Carona para o Trabalho': [
        {
          title: 'Ofereço carona para o {centro|metrô|polo industrial} {de segunda a sexta|às 7h30}',
          subtitle: 'Divisão da gasolina, saída do %condominio%',
          description:
            'Saio todos os dias no mesmo horário e tenho 3 lugares livres. Rateio do combustível combinado entre os passageiros.',
          prices: ['R$ 10,00 por trecho', 'A combinar'],
        },
      ],
      'Carona Escolar': [
        {
          title: 'Rodízio de carona para a escola {do bairro|estadual|municipal}',
          subtitle: 'Pais do condomínio se revezando',
          description:
            'Somos três famílias e procuramos mais uma para o rodízio semanal de levar e buscar as crianças. Cadeirinhas e horários combinados.',
          prices: ['A combinar'],
        },
      ],
      'Carona para Viagens': [
        {
          title: 'Carona para {o litoral|o interior|a capital} no {feriado|fim de semana}',
          subtitle: 'Saída do condomínio, 2 vagas',
          description:
            'Vou de carro e tenho espaço para duas pessoas e bagagem pequena. Divisão de combustível e pedágio.',
          prices: ['R$ 60,00', 'A combinar'],
        },
      ],
      'Divisão de Frete': [
        {
          title: 'Divido frete de {mudança|móveis da loja|compras do atacado} no sábado',
          subtitle: 'Caminhão com espaço sobrando',
          description:
            'Contratei um caminhão e sobra espaço. Se alguém do %condominio% precisar levar algo no mesmo trajeto, dividimos o valor.',
          prices: ['A combinar'],
        },
      ],
    },
  },
  {
    type: 1,
    category: 'Grupos e Comunidade',
    icon: 'users',
    hours: 'fim-de-semana',
    transactions: [],
    subcategories: {
      'Corrida e Caminhada': [
        {
          title: 'Grupo de {corrida|caminhada|bike} {aos sábados|às 6h|de iniciantes}',
          subtitle: 'Saída da portaria do %condominio%',
          description:
            'Grupo de vizinhos que se encontra para treinar junto. Todos os ritmos são bem-vindos. Entre no grupo do WhatsApp.',
          prices: ['Grátis'],
        },
      ],
      'Clube do Livro': [
        {
          title: 'Clube do livro {do condomínio|de ficção|infantojuvenil}',
          subtitle: 'Um livro por mês e um café para conversar',
          description:
            'Encontros mensais no espaço gourmet. Escolhemos o livro juntos. Traga um lanche para compartilhar!',
          prices: ['Grátis'],
        },
      ],
      'Grupos de Mães e Pais': [
        {
          title: 'Grupo de {mães e pais|famílias com bebês|pais de pets} do %condominio%',
          subtitle: 'Trocas, dicas e encontros',
          description:
            'Grupo para trocar experiências, indicar profissionais e marcar encontros no parquinho. Participe!',
          prices: ['Grátis'],
        },
      ],
      'Horta Comunitária': [
        {
          title: 'Horta comunitária: {procuramos voluntários|mutirão de plantio|colheita aberta}',
          subtitle: 'Verduras e temperos cultivados pelos moradores',
          description:
            'Nossa horta fica ao lado do bicicletário. Encontros aos domingos de manhã. Quem ajuda leva temperos para casa.',
          prices: ['Grátis'],
          transactions: ['troca'],
        },
      ],
    },
  },
  {
    type: 1,
    category: 'Compras Coletivas',
    icon: 'bag',
    hours: 'comercial',
    transactions: ['compra'],
    subcategories: {
      Hortifrúti: [
        {
          title: 'Compra coletiva de {hortifrúti do Ceasa|frutas da estação|cestas de verduras} {semanal|às quintas}',
          subtitle: 'Mais barato comprando juntos',
          description:
            'Fazemos o pedido no produtor e dividimos o frete. As cestas chegam na portaria do %condominio% às quintas. Pedidos até terça.',
          prices: ['Cesta R$ 60,00', 'R$ 45,00', 'A combinar'],
        },
      ],
      'Produtos de Limpeza': [
        {
          title: 'Compra coletiva de produtos de limpeza {a granel|no atacado}',
          subtitle: 'Galões de 5 litros com preço de fábrica',
          description:
            'Juntando os pedidos dos vizinhos conseguimos preço de atacado. Detergente, desinfetante, sabão líquido e amaciante.',
          prices: ['A partir de R$ 25,00', 'A combinar'],
        },
      ],
      'Gás e Água': [
        {
          title: 'Pedido coletivo de {gás de cozinha|galões de água mineral}',
          subtitle: 'Entrega no mesmo dia para todo o condomínio',
          description:
            'Combinamos com o fornecedor do bairro um preço especial para pedidos do %condominio%. Mande seu bloco e apartamento.',
          prices: ['R$ 110,00 o botijão', 'R$ 14,00 o galão'],
        },
      ],
      Orgânicos: [
        {
          title: 'Grupo de compras de orgânicos {direto do produtor|certificados}',
          subtitle: 'Cestas semanais de agricultura familiar',
          description:
            'Produtor da região entrega cestas de orgânicos certificados. Quanto mais vizinhos, menor o frete para todos.',
          prices: ['Cesta R$ 75,00', 'A combinar'],
        },
      ],
    },
  },
];
