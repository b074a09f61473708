import type { CategoryTemplates } from './demo-listings-types.ts';

const QUIET_HOURS = 'Silêncio após as 22h';

/** Amenities (type 4): spaces and things residents rent or lend to each other. */
export const AMENITY_TEMPLATES: readonly CategoryTemplates[] = [
  {
    type: 4,
    category: 'Espaços para Eventos',
    icon: 'calendar',
    hours: 'todos-os-dias',
    transactions: ['locacao'],
    subcategories: {
      'Salão de Festas': [
        {
          title: 'Salão de festas {para 80 pessoas|com cozinha equipada|climatizado} no %condominio%',
          subtitle: 'Reserve para aniversários e confraternizações',
          description:
            'Salão com mesas, cadeiras, geladeira, fogão e banheiros. Reservas com 15 dias de antecedência pela administração. Limpeza inclusa na taxa.',
          prices: ['R$ 350,00 a diária', 'R$ 400,00', 'R$ 280,00'],
          rules: ['Uso até as 23h', QUIET_HOURS, 'Lista de convidados entregue na portaria', 'Caução de R$ 200,00'],
        },
      ],
      Churrasqueira: [
        {
          title: 'Churrasqueira {coberta|com forno de pizza|com vista para a piscina} para alugar',
          subtitle: 'Espaço para até 30 pessoas',
          description:
            'Churrasqueira com pia, bancada, freezer e mesas. Ideal para reunir a família no fim de semana. Reservas pela administração do condomínio.',
          prices: ['R$ 150,00 o período', 'R$ 120,00', 'R$ 180,00'],
          rules: ['Carvão por conta do morador', 'Entregar o espaço limpo', QUIET_HOURS],
        },
      ],
      'Espaço Gourmet': [
        {
          title: 'Espaço gourmet {com adega|com cooktop e forno|integrado ao jardim}',
          subtitle: 'Para jantares e encontros menores',
          description:
            'Ambiente decorado para até 20 pessoas, com louças, taças e eletrodomésticos. Perfeito para jantares e chás.',
          prices: ['R$ 250,00 a diária', 'R$ 200,00 o período'],
          rules: ['Capacidade máxima de 20 pessoas', 'Louças conferidas na entrega', QUIET_HOURS],
        },
      ],
      'Salão de Jogos': [
        {
          title: 'Salão de jogos {com sinuca e pebolim|com videogame|para festas teen}',
          subtitle: 'Diversão para todas as idades',
          description:
            'Sinuca, pebolim, pingue-pongue e mesa de carteado. Pode ser reservado para festas de adolescentes com acompanhamento de um responsável.',
          prices: ['R$ 100,00 o período', 'Grátis para moradores'],
          rules: ['Menores acompanhados de responsável', 'Proibido alimentos sobre a mesa de sinuca'],
        },
      ],
    },
  },
  {
    type: 4,
    category: 'Vagas de Garagem',
    icon: 'parking',
    hours: 'todos-os-dias',
    transactions: ['locacao'],
    subcategories: {
      'Vaga Coberta': [
        {
          title: 'Aluguel de vaga {coberta|coberta e demarcada|coberta perto do elevador} no %condominio%',
          subtitle: 'Vaga livre, sem manobrista',
          description:
            'Alugo vaga de garagem coberta para carro de passeio, somente para moradores do condomínio, conforme a convenção. Acesso por controle e tag.',
          prices: ['R$ 250,00 por mês', 'R$ 300,00 por mês', 'R$ 200,00 por mês'],
          rules: ['Somente para moradores', 'Carro de até 4,5 m', 'Pagamento até o dia 10'],
        },
      ],
      'Vaga Descoberta': [
        {
          title: 'Vaga de garagem descoberta para {carro pequeno|SUV|carro de visita}',
          subtitle: 'Disponível a partir do mês que vem',
          description:
            'Vaga descoberta no pátio, fácil de manobrar. Contrato mensal com moradores do %condominio%.',
          prices: ['R$ 150,00 por mês', 'R$ 180,00 por mês'],
          rules: ['Somente para moradores', 'Proibido lavar o carro na vaga'],
        },
      ],
      'Vaga para Moto': [
        {
          title: 'Vaga para moto {coberta|com ponto de tomada|perto da portaria}',
          subtitle: 'Espaço seguro para a sua moto',
          description:
            'Vaga demarcada para motos no subsolo, com câmera. Ideal para quem trabalha com entregas ou usa moto no dia a dia.',
          prices: ['R$ 80,00 por mês', 'R$ 100,00 por mês'],
          rules: ['Somente motos até 300 cc', 'Somente para moradores'],
        },
      ],
      'Venda de Vaga': [
        {
          title: 'Vendo vaga de garagem {escriturada|coberta|dupla} no %condominio%',
          subtitle: 'Matrícula própria, documentação em dia',
          description:
            'Vaga com matrícula individual, venda permitida apenas para condôminos. Aceito financiamento direto em algumas parcelas.',
          prices: ['R$ 45.000,00', 'R$ 38.000,00', 'A combinar'],
          transactions: ['venda'],
        },
      ],
    },
  },
  {
    type: 4,
    category: 'Armazenamento',
    icon: 'box',
    hours: 'todos-os-dias',
    transactions: ['locacao'],
    subcategories: {
      'Depósito e Hobby Box': [
        {
          title: 'Aluguel de hobby box {de 4 m²|no subsolo|com prateleiras}',
          subtitle: 'Espaço extra para malas, ferramentas e itens de temporada',
          description:
            'Depósito privativo com porta e cadeado, seco e ventilado. Ótimo para quem está sem espaço no apartamento.',
          prices: ['R$ 150,00 por mês', 'R$ 120,00 por mês'],
          rules: ['Proibido guardar inflamáveis', 'Acesso das 7h às 22h'],
        },
      ],
      'Guarda-volumes': [
        {
          title: 'Guarda-volumes {para mudança|temporário|para malas}',
          subtitle: 'Por semana ou por mês',
          description:
            'Guardo caixas e pequenos móveis durante reformas e mudanças, em espaço fechado aqui no %condominio%.',
          prices: ['R$ 50,00 por semana', 'R$ 150,00 por mês'],
          rules: ['Itens embalados e identificados', 'Proibido guardar alimentos'],
        },
      ],
      Bicicletário: [
        {
          title: 'Vaga no bicicletário {coberto|com suporte de parede|com tomada para bike elétrica}',
          subtitle: 'Sua bike segura e fora do apartamento',
          description:
            'Vaga individual no bicicletário do condomínio, com câmera e controle de acesso. Mensalidade simbólica para manutenção.',
          prices: ['R$ 30,00 por mês', 'R$ 20,00 por mês'],
          rules: ['Use seu próprio cadeado', 'Bicicletas identificadas com o apartamento'],
        },
      ],
      'Armário em Área Comum': [
        {
          title: 'Armário com chave {na garagem|no hall de serviço} para alugar',
          subtitle: 'Ideal para ferramentas e produtos de limpeza',
          description:
            'Armário de aço com chave individual, instalado pela administração. Contrato mensal.',
          prices: ['R$ 40,00 por mês'],
          rules: ['Proibido guardar inflamáveis'],
        },
      ],
    },
  },
  {
    type: 4,
    category: 'Esporte e Lazer',
    icon: 'ball',
    hours: 'todos-os-dias',
    transactions: ['locacao'],
    subcategories: {
      'Quadra Poliesportiva': [
        {
          title: 'Quadra poliesportiva {com iluminação|coberta|de grama sintética} para reservar',
          subtitle: 'Futebol, vôlei e basquete',
          description:
            'Reserve horários para jogar com os amigos. Moradores podem convidar até 10 pessoas de fora, com lista na portaria.',
          prices: ['Grátis para moradores', 'R$ 80,00 a hora para convidados'],
          rules: ['Reserva de até 2 horas por dia', 'Uso de tênis apropriado', 'Uso até as 22h'],
        },
      ],
      Piscina: [
        {
          title: 'Piscina {aquecida|com raia|infantil e adulto} {- aulas de natação|- day use para convidados}',
          subtitle: 'Aberta de terça a domingo',
          description:
            'Piscina com salva-vidas nos fins de semana. Convidados de moradores pagam taxa de day use. Exame médico obrigatório.',
          prices: ['Day use R$ 30,00', 'Grátis para moradores'],
          rules: ['Exame médico em dia', 'Proibido vidro na área da piscina', 'Crianças acompanhadas'],
        },
      ],
      Academia: [
        {
          title: 'Academia {equipada|24 horas|com aulas coletivas} no %condominio%',
          subtitle: 'Esteiras, bicicletas e musculação',
          description:
            'Academia climatizada, com equipamentos novos. Personal trainers cadastrados podem atender moradores.',
          prices: ['Grátis para moradores', 'R$ 60,00 por mês para personal'],
          rules: ['Uso de toalha obrigatório', 'Menores de 16 anos acompanhados'],
        },
      ],
      'Quadra de Tênis': [
        {
          title: 'Quadra de tênis {de saibro|rápida} - reserve seu horário',
          subtitle: 'Raquetes para emprestar na portaria',
          description:
            'Quadra com iluminação e arquibancada. Aulas com professor parceiro aos sábados de manhã.',
          prices: ['Grátis para moradores', 'R$ 70,00 a hora'],
          rules: ['Reserva de 1 hora por dia', 'Calçado próprio para tênis'],
        },
      ],
      Brinquedoteca: [
        {
          title: 'Brinquedoteca {para festas infantis|com monitora|reformada}',
          subtitle: 'Diversão para crianças de 2 a 10 anos',
          description:
            'Espaço com brinquedos educativos, piscina de bolinhas e área de leitura. Pode ser reservada para aniversários pequenos.',
          prices: ['R$ 120,00 o período', 'Grátis para moradores'],
          rules: ['Crianças com um responsável', 'Proibido alimentos'],
        },
      ],
    },
  },
  {
    type: 4,
    category: 'Aluguel de Imóveis',
    icon: 'house',
    hours: 'comercial-sabado',
    transactions: ['locacao'],
    subcategories: {
      'Apartamento para Temporada': [
        {
          title: 'Apartamento para temporada {com vista|mobiliado, 2 quartos|perto da praia|para feriados}',
          subtitle: 'Ideal para receber a família',
          description:
            'Apartamento completo com roupa de cama, Wi-Fi e vaga na garagem. Check-in pela portaria. Mínimo de 3 diárias.',
          prices: ['R$ 250,00 a diária', 'R$ 320,00 a diária', 'A combinar'],
          rules: ['Proibido festas', QUIET_HOURS, 'Cadastro dos hóspedes na portaria'],
        },
      ],
      'Apartamento para Alugar': [
        {
          title: 'Alugo apartamento {2 quartos|3 quartos com suíte|1 quarto reformado} no %condominio%',
          subtitle: 'Condomínio com lazer completo',
          description:
            'Apartamento {de 65 m²|de 90 m²|de 48 m²} com armários planejados e 1 vaga. Aceito seguro-fiança ou caução. Visitas com agendamento.',
          prices: ['R$ 2.800,00 por mês', 'R$ 3.900,00 por mês', 'R$ 2.200,00 por mês'],
          rules: ['Contrato de 30 meses', 'Aceita pets de pequeno porte'],
        },
      ],
      'Quarto para Alugar': [
        {
          title: 'Quarto para alugar {para estudante|mobiliado|com banheiro privativo}',
          subtitle: 'Contas inclusas e ambiente tranquilo',
          description:
            'Quarto em apartamento familiar, com cama, armário e escrivaninha. Água, luz e internet incluídas. Preferência para estudantes ou profissionais.',
          prices: ['R$ 900,00 por mês', 'R$ 1.100,00 por mês'],
          rules: ['Proibido fumar', 'Visitas até as 22h'],
        },
      ],
      'Kitnet e Studio': [
        {
          title: '{Studio mobiliado|Kitnet reformada|Loft} no bairro %bairro%',
          subtitle: 'Perto do metrô e do comércio',
          description:
            'Unidade compacta e funcional, com cozinha americana e lavanderia no prédio. Ótima para quem mora sozinho.',
          prices: ['R$ 1.600,00 por mês', 'R$ 1.900,00 por mês', 'A combinar'],
          rules: ['Contrato mínimo de 12 meses'],
        },
      ],
    },
  },
  {
    type: 4,
    category: 'Aluguel de Equipamentos',
    icon: 'wrench',
    hours: 'comercial-sabado',
    transactions: ['locacao', 'emprestimo'],
    subcategories: {
      Ferramentas: [
        {
          title: '{Furadeira de impacto|Escada de 7 degraus|Lavadora de alta pressão|Serra tico-tico} para {alugar|emprestar}',
          subtitle: 'Para aquele serviço de fim de semana',
          description:
            'Ferramenta em ótimo estado, com acessórios. Retire e devolva no meu apartamento. Para vizinhos conhecidos, empresto sem custo.',
          prices: ['R$ 30,00 a diária', 'R$ 20,00 a diária', 'Empréstimo'],
          rules: ['Devolver limpo em até 48 horas'],
        },
      ],
      'Mesas e Cadeiras': [
        {
          title: 'Aluguel de {mesas e cadeiras|toalhas e louças|mesas infantis} para festas',
          subtitle: 'Entregamos no salão do condomínio',
          description:
            'Jogos de mesa com 4 cadeiras, toalhas e louças. Entrega e retirada no mesmo dia da festa.',
          prices: ['R$ 12,00 o jogo', 'R$ 15,00 o jogo', 'A combinar'],
          rules: ['Devolução no dia seguinte até as 12h'],
        },
      ],
      'Equipamentos de Bebê': [
        {
          title: 'Aluguel de {berço portátil|carrinho de passeio|cadeirinha de carro|banheira} para visitas',
          subtitle: 'Para quando os netos vêm passar o fim de semana',
          description:
            'Equipamentos higienizados, em ótimo estado. Perfeito para receber visitas com bebês sem precisar comprar.',
          prices: ['R$ 20,00 a diária', 'R$ 80,00 por semana'],
          rules: ['Devolver higienizado'],
        },
      ],
      'Equipamentos de Camping': [
        {
          title: 'Alugo {barraca, colchão inflável e lanterna|kit camping completo|cooler e cadeiras de praia}',
          subtitle: 'Pronto para a sua aventura',
          description:
            'Kit completo e limpo para o fim de semana na praia ou no mato. Retire na sexta e devolva na segunda.',
          prices: ['R$ 80,00 o fim de semana', 'R$ 50,00'],
          rules: ['Devolver seco e limpo'],
        },
      ],
    },
  },
  {
    type: 4,
    category: 'Espaços de Trabalho',
    icon: 'laptop',
    hours: 'comercial',
    transactions: ['locacao'],
    subcategories: {
      Coworking: [
        {
          title: 'Coworking {do condomínio|com internet de 500 Mb|silencioso} - {diárias e mensalidades|estação fixa}',
          subtitle: 'Trabalhe perto de casa',
          description:
            'Estações de trabalho com cadeiras ergonômicas, café e impressora. Acesso com reserva pelo aplicativo do condomínio.',
          prices: ['R$ 35,00 a diária', 'R$ 350,00 por mês', 'Grátis para moradores'],
          rules: ['Chamadas na cabine telefônica', 'Reserva de até 8 horas por dia'],
        },
      ],
      'Sala de Reuniões': [
        {
          title: 'Sala de reuniões {para 8 pessoas|com TV e videoconferência}',
          subtitle: 'Receba clientes com conforto',
          description:
            'Sala climatizada com mesa, TV e quadro branco, no térreo do %condominio%. Reservas por hora.',
          prices: ['R$ 40,00 a hora', 'R$ 150,00 o período'],
          rules: ['Reserva com 24 horas de antecedência'],
        },
      ],
      'Estúdio de Gravação': [
        {
          title: 'Estúdio {para podcast|de fotografia|com isolamento acústico} por hora',
          subtitle: 'Equipamento incluso',
          description:
            'Estúdio com microfones, iluminação e fundo infinito. Ótimo para criadores de conteúdo e pequenos negócios.',
          prices: ['R$ 80,00 a hora', 'R$ 120,00 a hora'],
          rules: ['Reserva mínima de 1 hora'],
        },
      ],
      'Consultório Compartilhado': [
        {
          title: 'Consultório compartilhado para {psicólogos|nutricionistas|terapeutas} - períodos livres',
          subtitle: 'Sala mobiliada com recepção',
          description:
            'Alugo períodos em sala mobiliada, com sala de espera e Wi-Fi, perto do %condominio%.',
          prices: ['R$ 50,00 o período', 'R$ 600,00 por mês'],
          rules: ['Agenda compartilhada online'],
        },
      ],
    },
  },
  {
    type: 4,
    category: 'Conveniência',
    icon: 'bag',
    hours: 'todos-os-dias',
    transactions: ['locacao'],
    subcategories: {
      'Lavanderia Compartilhada': [
        {
          title: 'Lavanderia compartilhada {com secadoras|com pagamento por app|24 horas}',
          subtitle: 'Lave e seque em menos de 2 horas',
          description:
            'Máquinas de lavar e secar de uso coletivo, com pagamento por ciclo. Sabão e amaciante automáticos.',
          prices: ['R$ 16,00 o ciclo', 'R$ 18,00 lavar e secar'],
          rules: ['Retire suas roupas ao fim do ciclo'],
        },
      ],
      'Mercadinho Autônomo': [
        {
          title: 'Mercadinho autônomo {24 horas|no térreo|com produtos frescos}',
          subtitle: 'Compre sem sair do condomínio',
          description:
            'Bebidas, lanches, itens de limpeza e higiene. Pague com Pix ou cartão no totem. Reposição diária.',
          prices: ['Preços de mercado', 'A partir de R$ 2,00'],
          transactions: ['venda'],
        },
      ],
      'Armários Inteligentes': [
        {
          title: 'Armários inteligentes para {encomendas|entregas de delivery}',
          subtitle: 'Receba suas compras mesmo sem estar em casa',
          description:
            'Armários com senha na portaria. O entregador deposita e você recebe o código pelo celular.',
          prices: ['Grátis para moradores'],
        },
      ],
      'Bicicletas Compartilhadas': [
        {
          title: 'Bicicletas compartilhadas {do condomínio|elétricas|para passeio}',
          subtitle: 'Pedale pelo bairro quando quiser',
          description:
            'Bicicletas disponíveis para moradores, com reserva pelo aplicativo. Capacete incluso.',
          prices: ['R$ 5,00 a hora', 'Grátis para moradores'],
          rules: ['Devolver até as 22h', 'Uso de capacete obrigatório'],
          transactions: ['locacao', 'emprestimo'],
        },
      ],
    },
  },
  {
    type: 4,
    category: 'Espaços Pet',
    icon: 'paw',
    hours: 'todos-os-dias',
    transactions: ['locacao'],
    subcategories: {
      'Pet Place': [
        {
          title: 'Pet place {cercado|com agility|com bebedouro} no %condominio%',
          subtitle: 'Espaço para os cães brincarem soltos',
          description:
            'Área cercada com grama, obstáculos e lixeiras para fezes. Horários organizados para cães grandes e pequenos.',
          prices: ['Grátis para moradores'],
          rules: ['Recolha as fezes do seu pet', 'Vacinas em dia'],
        },
      ],
      'Hospedagem de Pets': [
        {
          title: 'Hospedagem familiar para {cães pequenos|gatos|pets idosos}',
          subtitle: 'Seu pet em casa de família enquanto você viaja',
          description:
            'Recebo no máximo 2 pets por vez no meu apartamento, com passeios diários e fotos para o tutor.',
          prices: ['R$ 80,00 a diária', 'R$ 70,00 a diária'],
          rules: ['Vacinas e vermífugo em dia', 'Trazer a ração do pet'],
        },
      ],
      'Creche para Cães': [
        {
          title: 'Creche para cães {meio período|dia inteiro|com leva e traz}',
          subtitle: 'Socialização e gasto de energia',
          description:
            'Atividades supervisionadas, descanso e relatório diário. Buscamos na portaria do condomínio.',
          prices: ['R$ 70,00 a diária', 'R$ 900,00 por mês'],
          rules: ['Cães castrados ou dóceis', 'Vacinas em dia'],
        },
      ],
      'Área de Banho Pet': [
        {
          title: 'Área de banho pet {self-service|com secador}',
          subtitle: 'Dê banho no seu pet sem sujar o apartamento',
          description:
            'Tanque elevado, ducha morna e secador profissional. Reserve 1 hora pelo aplicativo.',
          prices: ['R$ 20,00 a hora', 'Grátis para moradores'],
          rules: ['Limpar o espaço após o uso'],
        },
      ],
    },
  },
];
