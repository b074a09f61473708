import type { CategoryTemplates } from './demo-listings-types.ts';

/** Services (type 3): what neighbours hire each other for. No transaction type: nothing changes hands. */
export const SERVICE_TEMPLATES: readonly CategoryTemplates[] = [
  {
    type: 3,
    category: 'Reformas e Reparos',
    icon: 'wrench',
    hours: 'comercial-sabado',
    transactions: [],
    subcategories: {
      Eletricista: [
        {
          title: 'Eletricista {residencial|24 horas|com NR-10}: {tomadas, chuveiros e disjuntores|quadro de luz e fiação|instalação de luminárias}',
          subtitle: 'Atendo no mesmo dia dentro do condomínio',
          description:
            'Sou eletricista há {12|15|20} anos. Troca de tomadas e interruptores, instalação de chuveiro, luminárias e ventiladores de teto, revisão do quadro de distribuição. Orçamento sem compromisso e garantia de 90 dias no serviço.',
          prices: ['A combinar', 'Visita R$ 80,00', 'R$ 120,00 a visita', 'A partir de R$ 90,00'],
        },
        {
          title: 'Instalação de ventilador de teto e lustres',
          subtitle: 'Serviço limpo e rápido',
          description:
            'Levo escada e ferramentas, protejo os móveis e deixo tudo limpo. Atendo moradores do %condominio% e dos prédios do bairro %bairro%.',
          prices: ['R$ 150,00', 'R$ 130,00 por ponto'],
        },
      ],
      Encanador: [
        {
          title: 'Encanador: {vazamentos, torneiras e descargas|desentupimento de pia e ralo|troca de registro e sifão}',
          subtitle: 'Resolvo o problema sem quebra-quebra',
          description:
            'Detecção de vazamentos, troca de reparos, instalação de filtros e torneiras, desentupimento. Trabalho com material de qualidade e deixo tudo funcionando.',
          prices: ['A combinar', 'Visita R$ 70,00', 'A partir de R$ 100,00'],
        },
      ],
      Pintor: [
        {
          title: 'Pintura de apartamento {completo|por cômodo|com massa corrida}',
          subtitle: 'Acabamento caprichado e obra limpa',
          description:
            'Pintura interna com proteção de pisos e móveis. Faço massa corrida, textura e grafiato. Orçamento gratuito por metro quadrado, com prazo combinado por escrito.',
          prices: ['A combinar', 'R$ 25,00 o m²', 'Orçamento grátis'],
        },
      ],
      Pedreiro: [
        {
          title: 'Pedreiro para {pequenas reformas|assentamento de piso e revestimento|reforma de banheiro}',
          subtitle: 'Respeito as regras de obra do condomínio',
          description:
            'Assento porcelanato, azulejo e pastilha, faço rejunte, reboco e pequenos reparos. Sigo os horários de obra definidos pelo síndico e cuido do descarte do entulho.',
          prices: ['A combinar', 'Diária R$ 250,00', 'R$ 60,00 o m²'],
        },
      ],
      'Marido de Aluguel': [
        {
          title: 'Marido de aluguel: {pequenos reparos em geral|instalação de prateleiras e cortinas|furos, suportes de TV e varais}',
          subtitle: 'Aquele serviço que ninguém faz, eu faço',
          description:
            'Instalo suporte de TV, prateleiras, varal de teto, cortinas e persianas, troco fechaduras e resolvo pequenos consertos. Levo todas as ferramentas.',
          prices: ['R$ 80,00 a hora', 'A partir de R$ 60,00', 'A combinar'],
        },
      ],
      'Montagem de Móveis': [
        {
          title: 'Montador de móveis {com experiência|de lojas e planejados|rápido e cuidadoso}',
          subtitle: 'Guarda-roupas, cozinhas, camas e escrivaninhas',
          description:
            'Monto e desmonto móveis de todas as lojas. Faço também pequenas adaptações e fixação na parede. Atendo inclusive aos sábados.',
          prices: ['A partir de R$ 90,00', 'R$ 150,00 guarda-roupa', 'A combinar'],
        },
      ],
    },
  },
  {
    type: 3,
    category: 'Limpeza e Organização',
    icon: 'sparkle',
    hours: 'comercial-sabado',
    transactions: [],
    subcategories: {
      Diarista: [
        {
          title: 'Diarista {com referências no condomínio|de confiança|para limpeza pesada e pós-obra}',
          subtitle: 'Deixo seu apartamento brilhando',
          description:
            'Faço limpeza completa: cozinha, banheiros, quartos, vidros e varanda. Trabalho há anos em apartamentos do bairro %bairro% e tenho referências de moradores. Disponível {às terças e quintas|de segunda a sexta|às segundas, quartas e sextas}.',
          prices: ['Diária R$ 180,00', 'R$ 200,00 a diária', 'A combinar'],
        },
      ],
      Passadeira: [
        {
          title: 'Passadeira: roupas passadas {com capricho|e dobradas|em até 48 horas}',
          subtitle: 'Busco e entrego no seu apartamento',
          description:
            'Passo camisas, lençóis e roupas do dia a dia. Busco no seu andar e devolvo tudo em cabides ou dobrado. Preço por peça ou por cesto.',
          prices: ['R$ 3,00 a peça', 'R$ 70,00 o cesto', 'A combinar'],
        },
      ],
      'Personal Organizer': [
        {
          title: 'Personal organizer: {guarda-roupa|cozinha e despensa|mudança organizada|quarto das crianças}',
          subtitle: 'Mais espaço e menos bagunça',
          description:
            'Organizo armários com técnicas que ajudam a manter a ordem no dia a dia. Sugiro organizadores que cabem no seu orçamento. Primeira conversa gratuita.',
          prices: ['R$ 90,00 a hora', 'A partir de R$ 350,00', 'A combinar'],
        },
      ],
      'Limpeza de Sofás e Estofados': [
        {
          title: 'Higienização de {sofás|colchões|cadeiras e poltronas|tapetes} no seu apartamento',
          subtitle: 'Remove manchas, ácaros e odores',
          description:
            'Limpeza a seco e por extração, com produtos seguros para crianças e pets. Secagem rápida. Atendemos no %condominio% com agendamento.',
          prices: ['A partir de R$ 150,00', 'R$ 180,00 sofá 3 lugares', 'R$ 120,00 colchão casal'],
        },
      ],
    },
  },
  {
    type: 3,
    category: 'Beleza e Estética',
    icon: 'scissors',
    hours: 'comercial-sabado',
    transactions: [],
    subcategories: {
      'Manicure e Pedicure': [
        {
          title: 'Manicure e pedicure {no seu apartamento|com esmaltação em gel|no condomínio}',
          subtitle: 'Material esterilizado e lixas descartáveis',
          description:
            'Atendo em domicílio aqui no %condominio% e nos prédios vizinhos. Trabalho com alicates esterilizados em autoclave e lixas individuais. {Pacotes mensais com desconto.|Faço também spa dos pés e unhas decoradas.}',
          prices: ['R$ 35,00', 'Mão e pé R$ 60,00', 'Gel R$ 90,00', 'R$ 40,00'],
        },
      ],
      Cabeleireiro: [
        {
          title: '{Corte e escova|Coloração e mechas|Corte masculino|Progressiva sem formol} em domicílio',
          subtitle: 'Salão no conforto da sua casa',
          description:
            'Cabeleireira com 10 anos de experiência em salão. Levo todo o material até você. Atendo noivas e festas com horário marcado.',
          prices: ['A partir de R$ 60,00', 'R$ 180,00', 'R$ 40,00', 'A combinar'],
        },
      ],
      'Design de Sobrancelhas': [
        {
          title: 'Design de sobrancelhas {com henna|e brow lamination|com linha}',
          subtitle: 'Realce natural para o seu olhar',
          description:
            'Faço a análise do formato do rosto para um desenho harmônico. Atendimento com hora marcada no meu espaço, no bloco {A|B|C} do %condominio%.',
          prices: ['R$ 45,00', 'R$ 60,00', 'R$ 120,00'],
        },
      ],
      Maquiagem: [
        {
          title: 'Maquiadora para {festas e formaturas|noivas e madrinhas|ensaios fotográficos}',
          subtitle: 'Maquiagem que dura a noite toda',
          description:
            'Uso produtos profissionais e faço teste prévio para noivas. Atendo no seu apartamento ou no salão de festas do condomínio.',
          prices: ['R$ 150,00', 'A partir de R$ 180,00', 'A combinar'],
        },
      ],
      Depilação: [
        {
          title: 'Depilação com cera {quente|de mel|e linha} a domicílio',
          subtitle: 'Higiene e conforto em primeiro lugar',
          description:
            'Cera individual, descartada após o uso. Atendo mulheres e homens com hora marcada. Pacotes mensais com desconto.',
          prices: ['A partir de R$ 30,00', 'Perna inteira R$ 60,00', 'A combinar'],
        },
      ],
      Massagem: [
        {
          title: 'Massagem {relaxante|modeladora|drenagem linfática|terapêutica} em domicílio',
          subtitle: 'Levo a maca até você',
          description:
            'Massoterapeuta formada, com atendimento em domicílio. Sessões de 60 minutos, com óleos e música relaxante. Pacote de 5 sessões com desconto.',
          prices: ['R$ 120,00 a sessão', 'R$ 150,00', 'Pacote R$ 500,00'],
        },
      ],
    },
  },
  {
    type: 3,
    category: 'Aulas e Cursos',
    icon: 'book',
    hours: 'aulas',
    transactions: [],
    subcategories: {
      'Aulas de Inglês': [
        {
          title: 'Aulas de inglês {para adultos|para crianças|de conversação|para viagem|preparatório para o TOEFL}',
          subtitle: 'Professora com experiência no exterior',
          description:
            'Aulas individuais ou em dupla, presenciais aqui no %condominio% ou online. Material incluso e plano de estudos de acordo com o seu objetivo. {Primeira aula experimental grátis.|Turmas pequenas no salão de jogos.}',
          prices: ['R$ 80,00 a hora', 'R$ 320,00 por mês', 'R$ 70,00 a aula', 'A combinar'],
        },
      ],
      'Aulas de Espanhol': [
        {
          title: 'Aulas de espanhol {com professor nativo|para iniciantes|para o trabalho}',
          subtitle: 'Aprenda conversando desde a primeira aula',
          description:
            'Professor nativo, com aulas dinâmicas focadas em conversação. Horários flexíveis, inclusive à noite. Aulas no seu apartamento ou online.',
          prices: ['R$ 75,00 a hora', 'R$ 280,00 por mês'],
        },
      ],
      'Reforço Escolar': [
        {
          title: 'Reforço escolar {de matemática|para o ensino fundamental|de português e redação|de física e química}',
          subtitle: 'Acompanhamento das tarefas e preparação para provas',
          description:
            'Pedagoga com experiência em escolas da região. Ajudo com lição de casa, organização dos estudos e revisão para provas. Atendo no meu apartamento, no bloco ao lado.',
          prices: ['R$ 60,00 a hora', 'R$ 400,00 por mês', 'A combinar'],
        },
      ],
      'Aulas de Música': [
        {
          title: 'Aulas de {violão|piano|canto|bateria|ukulele} para {iniciantes|crianças e adultos}',
          subtitle: 'Aprenda tocando as músicas de que você gosta',
          description:
            'Músico formado em conservatório. As aulas respeitam o silêncio do condomínio e o ritmo de cada aluno. Posso emprestar o instrumento nas primeiras aulas.',
          prices: ['R$ 90,00 a aula', 'R$ 300,00 por mês', 'R$ 80,00 a hora'],
        },
      ],
      'Preparatório para Vestibular': [
        {
          title: 'Aulas particulares para o {Enem|vestibular|Enem e vestibulares} - {matemática|redação|biologia}',
          subtitle: 'Método focado em resultados',
          description:
            'Plano de estudos personalizado, simulados e correção de redações semanais. Aulas individuais ou em pequenos grupos de vizinhos.',
          prices: ['R$ 100,00 a hora', 'R$ 600,00 por mês', 'A combinar'],
        },
      ],
    },
  },
  {
    type: 3,
    category: 'Saúde e Bem-estar',
    icon: 'heart',
    hours: 'comercial-sabado',
    transactions: [],
    subcategories: {
      'Personal Trainer': [
        {
          title: 'Personal trainer {na academia do condomínio|para emagrecimento|para a terceira idade|funcional ao ar livre}',
          subtitle: 'Treinos personalizados com acompanhamento',
          description:
            'Educador físico com CREF ativo. Monto o treino de acordo com a sua avaliação e acompanho sua evolução. Atendo na academia do %condominio% {de manhã cedo e à noite|em horários flexíveis}.',
          prices: ['R$ 100,00 a aula', 'R$ 600,00 por mês', 'A combinar'],
        },
      ],
      Fisioterapia: [
        {
          title: 'Fisioterapia {domiciliar|ortopédica|para idosos|respiratória}',
          subtitle: 'Atendimento no seu apartamento',
          description:
            'Fisioterapeuta com CREFITO. Reabilitação pós-cirúrgica, dores na coluna e prevenção de quedas. Levo os equipamentos necessários.',
          prices: ['R$ 150,00 a sessão', 'A combinar'],
        },
      ],
      Nutricionista: [
        {
          title: 'Nutricionista {para reeducação alimentar|esportiva|infantil}',
          subtitle: 'Consulta presencial ou online',
          description:
            'Plano alimentar individual, com receitas práticas para a rotina. Retorno em 30 dias incluído. Atendo em consultório no bairro %bairro%.',
          prices: ['R$ 200,00 a consulta', 'R$ 180,00'],
        },
      ],
      Psicologia: [
        {
          title: 'Psicóloga {clínica|para adolescentes|para casais} - atendimento online e presencial',
          subtitle: 'Um espaço seguro para cuidar de você',
          description:
            'Psicóloga com CRP ativo, abordagem cognitivo-comportamental. Sessões de 50 minutos, com valores sociais para estudantes.',
          prices: ['R$ 160,00 a sessão', 'A combinar'],
        },
      ],
      'Yoga e Pilates': [
        {
          title: 'Aulas de {yoga|pilates solo|alongamento|meditação} {no salão do condomínio|para iniciantes|em grupo}',
          subtitle: 'Movimento, respiração e bem-estar',
          description:
            'Turmas pequenas de manhã e à noite, no espaço de convivência do %condominio%. Traga o seu tapete. Primeira aula gratuita.',
          prices: ['R$ 180,00 por mês', 'R$ 40,00 a aula', 'R$ 220,00 por mês'],
        },
      ],
    },
  },
  {
    type: 3,
    category: 'Serviços para Pets',
    icon: 'paw',
    hours: 'todos-os-dias',
    transactions: [],
    subcategories: {
      'Passeador de Cães': [
        {
          title: 'Passeio com cães {de manhã e à tarde|individual ou em dupla|de 30 ou 60 minutos}',
          subtitle: 'Seu cão gasta energia e volta feliz',
          description:
            'Passeios pelo bairro %bairro% com guia curta, sacolinhas e água. Envio fotos e o trajeto pelo WhatsApp. Pacotes semanais com desconto.',
          prices: ['R$ 35,00 o passeio', 'R$ 150,00 por semana', 'A partir de R$ 30,00'],
        },
      ],
      'Banho e Tosa': [
        {
          title: 'Banho e tosa {com leva e traz|a domicílio|para cães e gatos}',
          subtitle: 'Produtos hipoalergênicos e muito carinho',
          description:
            'Buscamos seu pet na portaria e devolvemos cheiroso. Tosa higiênica, na tesoura ou na máquina. Agende pelo WhatsApp.',
          prices: ['A partir de R$ 60,00', 'R$ 80,00', 'A combinar'],
        },
      ],
      'Pet Sitter': [
        {
          title: 'Pet sitter para {viagens e feriados|gatos|cães idosos}',
          subtitle: 'Cuido do seu pet na sua casa',
          description:
            'Visitas diárias para alimentar, limpar a caixa de areia, brincar e dar remédios. Moro no %condominio% e posso ir mais de uma vez por dia.',
          prices: ['R$ 50,00 a visita', 'R$ 45,00', 'A combinar'],
        },
      ],
      Adestramento: [
        {
          title: 'Adestramento {positivo|de filhotes|para cães que puxam a guia}',
          subtitle: 'Convivência tranquila no condomínio',
          description:
            'Ensino comandos básicos, passeio sem puxar, fim dos latidos excessivos e educação para o elevador. Aulas na sua casa.',
          prices: ['R$ 120,00 a aula', 'Pacote R$ 800,00', 'A combinar'],
        },
      ],
    },
  },
  {
    type: 3,
    category: 'Tecnologia',
    icon: 'phone',
    hours: 'comercial-sabado',
    transactions: [],
    subcategories: {
      'Conserto de Celulares': [
        {
          title: 'Troca de {tela|bateria|conector de carga} de celular {no mesmo dia|com garantia}',
          subtitle: 'iPhone, Samsung, Motorola e Xiaomi',
          description:
            'Busco o aparelho no seu apartamento e devolvo consertado. Peças de qualidade e garantia de 90 dias. Orçamento sem custo.',
          prices: ['A partir de R$ 150,00', 'R$ 250,00', 'Orçamento grátis'],
        },
      ],
      'Suporte de Informática': [
        {
          title: '{Formatação de computador|Técnico de informática em domicílio|Remoção de vírus e backup|Upgrade com SSD}',
          subtitle: 'Seu computador rápido de novo',
          description:
            'Formatação com backup dos arquivos, instalação de programas, configuração de impressoras e troca para SSD. Atendimento em domicílio ou remoto.',
          prices: ['R$ 120,00', 'A partir de R$ 100,00', 'R$ 90,00 a hora'],
        },
      ],
      'Instalação de Redes e Wi-Fi': [
        {
          title: 'Instalação de {Wi-Fi mesh|câmeras de segurança|rede cabeada|repetidores} no apartamento',
          subtitle: 'Internet boa em todos os cômodos',
          description:
            'Faço a medição do sinal e indico a melhor solução para o seu apartamento. Instalação organizada, sem fios aparentes.',
          prices: ['A partir de R$ 150,00', 'A combinar'],
        },
      ],
      'Criação de Sites': [
        {
          title: 'Criação de {site para pequenos negócios|loja virtual|cardápio digital|perfil no Google}',
          subtitle: 'Seu negócio encontrado na internet',
          description:
            'Site rápido, que funciona no celular, com botão de WhatsApp e domínio próprio. Entrego em até 15 dias e ensino você a atualizar.',
          prices: ['A partir de R$ 800,00', 'R$ 1.200,00', 'A combinar'],
        },
      ],
    },
  },
  {
    type: 3,
    category: 'Cuidado com Pessoas',
    icon: 'users',
    hours: 'comercial',
    transactions: [],
    subcategories: {
      Babá: [
        {
          title: 'Babá {com referências|folguista|para noites e fins de semana|com curso de primeiros socorros}',
          subtitle: 'Cuidado e carinho com o seu pequeno',
          description:
            'Tenho experiência com bebês e crianças até 10 anos. Ajudo com alimentação, banho, brincadeiras e tarefas da escola. Referências de famílias do %condominio%.',
          prices: ['R$ 30,00 a hora', 'Diária R$ 180,00', 'A combinar'],
        },
      ],
      'Cuidador de Idosos': [
        {
          title: 'Cuidadora de idosos {diurna|noturna|folguista} {com curso|com experiência hospitalar}',
          subtitle: 'Atenção, paciência e responsabilidade',
          description:
            'Acompanho nas atividades diárias, administro medicamentos nos horários e ajudo na higiene e alimentação. Plantões de 12 horas ou diárias.',
          prices: ['Plantão R$ 220,00', 'A combinar', 'R$ 35,00 a hora'],
        },
      ],
      'Acompanhante para Consultas': [
        {
          title: 'Acompanhante para consultas e exames',
          subtitle: 'Vou junto, anoto as orientações e trago de volta',
          description:
            'Acompanho idosos e pessoas em recuperação em consultas, exames e idas ao banco. Tenho carro próprio e muita paciência.',
          prices: ['R$ 100,00 o período', 'A combinar'],
        },
      ],
      'Recreação Infantil': [
        {
          title: 'Recreação infantil {nas férias|para festas|no salão do condomínio}',
          subtitle: 'Brincadeiras, oficinas e muita diversão',
          description:
            'Monitoras com experiência em recreação. Oficinas de arte, gincanas e brincadeiras cooperativas para crianças de 3 a 10 anos.',
          prices: ['R$ 250,00 por período', 'A combinar', 'R$ 60,00 por criança'],
        },
      ],
    },
  },
  {
    type: 3,
    category: 'Eventos e Festas',
    icon: 'calendar',
    hours: 'fim-de-semana',
    transactions: [],
    subcategories: {
      Buffet: [
        {
          title: 'Buffet {de salgados e doces|de churrasco|de massas|infantil} para festas no condomínio',
          subtitle: 'Cardápio completo e equipe para servir',
          description:
            'Atendemos festas de 20 a 100 pessoas no salão do %condominio% e prédios vizinhos. Cardápio montado com você, louças e garçons inclusos.',
          prices: ['A partir de R$ 45,00 por pessoa', 'A combinar', 'R$ 60,00 por pessoa'],
        },
      ],
      'Decoração de Festas': [
        {
          title: 'Decoração de festas {infantis|de chá de bebê|pegue e monte|com balões}',
          subtitle: 'O tema que seu filho sonhou',
          description:
            'Mesa decorada, painel, arco de balões e itens temáticos. Montamos no salão de festas e retiramos ao final. Também alugamos kits pegue e monte.',
          prices: ['A partir de R$ 350,00', 'Pegue e monte R$ 150,00', 'A combinar'],
        },
      ],
      Fotografia: [
        {
          title: 'Fotógrafo para {aniversários|ensaios de família|eventos corporativos|chá revelação}',
          subtitle: 'Fotos editadas entregues em até 7 dias',
          description:
            'Cobertura de eventos com fotos tratadas em alta resolução, galeria online para compartilhar com os convidados.',
          prices: ['A partir de R$ 400,00', 'R$ 250,00 a hora', 'A combinar'],
        },
      ],
      'Animação e Recreação': [
        {
          title: '{Animação de festa infantil|Mágico para festas|Pintura facial e escultura de balões|DJ para festas}',
          subtitle: 'Alegria garantida para a criançada',
          description:
            'Pacotes de 2 a 4 horas com brincadeiras, música e lembrancinhas. Atendemos no salão do condomínio.',
          prices: ['A partir de R$ 300,00', 'R$ 450,00', 'A combinar'],
        },
      ],
    },
  },
  {
    type: 3,
    category: 'Transporte e Mudanças',
    icon: 'car',
    hours: 'comercial-sabado',
    transactions: [],
    subcategories: {
      'Fretes e Carretos': [
        {
          title: 'Carreto {com ajudante|pequeno e rápido|para compras e móveis}',
          subtitle: 'Utilitário fechado, protejo sua carga',
          description:
            'Levo móveis, eletrodomésticos e compras de loja. Respeito as regras de mudança e de uso do elevador do condomínio.',
          prices: ['A partir de R$ 120,00', 'A combinar'],
        },
      ],
      Mudanças: [
        {
          title: 'Mudanças {residenciais|com embalagem|locais e interestaduais}',
          subtitle: 'Caminhão, equipe e seguro',
          description:
            'Fazemos a embalagem, desmontagem e montagem dos móveis. Cuidamos do agendamento com a administração do prédio.',
          prices: ['A combinar', 'Orçamento grátis'],
        },
      ],
      'Motorista Particular': [
        {
          title: 'Motorista particular {para idosos|para aeroporto|executivo|para consultas}',
          subtitle: 'Pontualidade e segurança',
          description:
            'Carro confortável e higienizado. Levo ao aeroporto, consultas, supermercado e eventos. Tarifa fixa combinada antes.',
          prices: ['A combinar', 'R$ 50,00 a hora', 'Aeroporto R$ 120,00'],
        },
      ],
      'Transporte Escolar': [
        {
          title: 'Transporte escolar {para as escolas do bairro|com monitora|manhã e tarde}',
          subtitle: 'Van regularizada e motorista credenciado',
          description:
            'Busco e levo as crianças na portaria do %condominio%. Van com cintos, monitora e acompanhamento pelo WhatsApp.',
          prices: ['R$ 450,00 por mês', 'A combinar'],
        },
      ],
    },
  },
  {
    type: 3,
    category: 'Consertos e Manutenção',
    icon: 'key',
    hours: 'comercial-sabado',
    transactions: [],
    subcategories: {
      'Costura e Ajustes': [
        {
          title: 'Costureira: {barras, ajustes e consertos|reformas de roupas|cortinas sob medida}',
          subtitle: 'Ajustes rápidos, feitos aqui no condomínio',
          description:
            'Faço barra de calça, troca de zíper, ajuste de cintura e reforma de vestidos. Entrega em até 3 dias. Busco e levo no seu apartamento.',
          prices: ['Barra R$ 20,00', 'A partir de R$ 15,00', 'A combinar'],
        },
      ],
      'Conserto de Eletrodomésticos': [
        {
          title: 'Conserto de {máquinas de lavar|geladeiras|micro-ondas|fogões} em domicílio',
          subtitle: 'Técnico com peças originais',
          description:
            'Diagnóstico no local e orçamento antes do conserto. Garantia de 3 meses no serviço. Atendo o bairro %bairro% e arredores.',
          prices: ['Visita R$ 80,00', 'A combinar'],
        },
      ],
      Chaveiro: [
        {
          title: 'Chaveiro {24 horas|de confiança|para fechaduras digitais}',
          subtitle: 'Abertura, troca de segredo e cópias',
          description:
            'Abertura de portas sem danos, troca de segredo, instalação de fechaduras digitais e cópias de chaves e controles da garagem.',
          prices: ['A partir de R$ 60,00', 'A combinar'],
        },
      ],
      'Manutenção de Ar-condicionado': [
        {
          title: '{Limpeza de ar-condicionado split|Instalação de ar-condicionado|Recarga de gás}',
          subtitle: 'Ar limpo e conta de luz menor',
          description:
            'Higienização completa com bactericida, verificação de gás e dreno. Instalação conforme as regras de fachada do condomínio.',
          prices: ['R$ 180,00', 'A partir de R$ 450,00', 'A combinar'],
        },
      ],
    },
  },
];
