import type { CategoryTemplates } from './demo-listings-types.ts';

/** Products (type 2): home cooking, crafts, and residents' used items. */
export const PRODUCT_TEMPLATES: readonly CategoryTemplates[] = [
  {
    type: 2,
    category: 'Alimentos e Bebidas',
    icon: 'cake',
    hours: 'comida',
    transactions: ['venda'],
    condition: 'novo',
    subcategories: {
      'Bolos e Doces': [
        {
          title: 'Bolo de {cenoura com cobertura de chocolate|fubá com goiabada|laranja com calda|milho cremoso|limão com merengue}',
          subtitle: 'Feito no dia, com ingredientes frescos e receita de família',
          description:
            'Bolos caseiros feitos aqui no %condominio%, sem conservantes. Tamanho médio serve de 10 a 12 fatias. {Aceito encomendas com 24 horas de antecedência.|Encomendas até as 18h para retirada no dia seguinte.} Retirada na portaria ou entrega no seu bloco.',
          prices: ['R$ 35,00', 'R$ 40,00', 'R$ 45,00', 'R$ 38,00'],
        },
        {
          title: '{Brigadeiros gourmet|Docinhos para festa|Brownies recheados|Bombons de morango}: {cento|caixa com 12|kit festa}',
          subtitle: 'Doces artesanais para aniversários, chás e presentes',
          description:
            'Trabalho com chocolate nobre e embalagens caprichadas. Sabores: tradicional, ninho, pistache, maracujá e churros. Faço kits personalizados com o tema da sua festa. Peça com antecedência para datas comemorativas.',
          prices: ['R$ 120,00 o cento', 'R$ 48,00', 'R$ 60,00', 'A partir de R$ 30,00'],
        },
        {
          title: 'Bolo de pote {de ninho com morango|de chocolate belga|de prestígio|de doce de leite}',
          subtitle: 'Pronta entrega na geladeira, é só chamar',
          description:
            'Bolos de pote de 250 ml, montados no dia. Mantenha refrigerado e consuma em até 3 dias. Combo com 4 unidades sai mais em conta. Entrego no %condominio% sem taxa.',
          prices: ['R$ 12,00', 'R$ 14,00', '4 por R$ 45,00'],
        },
        {
          title: 'Torta {holandesa|de limão|alemã|de morango com chantilly} inteira',
          subtitle: 'Sobremesa pronta para o fim de semana',
          description:
            'Torta inteira de 22 cm, rende cerca de 14 fatias. Perfeita para almoço de família e aniversários. Encomendas de quarta a sábado, retirada no meu apartamento.',
          prices: ['R$ 75,00', 'R$ 85,00', 'R$ 90,00'],
        },
      ],
      'Marmitas e Congelados': [
        {
          title: 'Marmitas {caseiras|fit|congeladas} {semanais|com entrega no condomínio|de 400 g}',
          subtitle: 'Comida de verdade, temperada como em casa',
          description:
            'Cardápio novo toda semana: arroz, feijão, uma proteína e dois acompanhamentos. {Pacotes de 5 ou 10 marmitas.|Congeladas em embalagem que vai ao micro-ondas.} Entrego às segundas e quintas no %condominio% e nos prédios vizinhos do bairro %bairro%.',
          prices: ['R$ 22,00', 'R$ 25,00', 'Pacote com 10 por R$ 220,00', 'R$ 19,90'],
        },
        {
          title: '{Lasanha|Escondidinho de carne seca|Strogonoff de frango|Feijoada} congelad{a|o} para 2 pessoas',
          subtitle: 'Praticidade para os dias corridos',
          description:
            'Pratos congelados feitos em pequenas porções, sem conservantes. Validade de 60 dias no freezer. Faça seu pedido até quarta-feira para receber na sexta.',
          prices: ['R$ 38,00', 'R$ 42,00', 'R$ 45,00'],
        },
        {
          title: 'Almoço executivo entregue no seu apartamento',
          subtitle: 'Prato do dia com salada e sobremesa',
          description:
            'De segunda a sexta, prato do dia com salada e uma sobremesa. Pedidos até as 10h30 pelo WhatsApp, entrega a partir das 11h30 no %condominio%.',
          prices: ['R$ 28,00', 'R$ 30,00'],
        },
      ],
      'Salgados e Lanches': [
        {
          title: 'Salgados {fritos|assados} para festa: {cento|meio cento}',
          subtitle: 'Coxinha, risole, bolinha de queijo e kibe',
          description:
            'Salgados feitos na hora da entrega, crocantes e bem recheados. Também vendo congelados para você fritar em casa. Encomendas com 48 horas de antecedência.',
          prices: ['R$ 90,00 o cento', 'R$ 50,00', 'R$ 95,00'],
        },
        {
          title: '{Esfihas abertas|Empadas de frango|Pão de queijo congelado|Coxinhas congeladas} - pacote',
          subtitle: 'Lanche rápido e caseiro',
          description:
            'Produção artesanal em pequena escala. Pacotes congelados com 20 unidades, é só assar ou fritar. Retirada no bloco ou entrega dentro do condomínio.',
          prices: ['R$ 35,00', 'R$ 30,00', 'R$ 28,00'],
        },
      ],
      'Pães Artesanais': [
        {
          title: 'Pão de fermentação natural {tradicional|integral|com azeitonas|de centeio}',
          subtitle: 'Levain de longa fermentação, casca crocante',
          description:
            'Fornadas às {terças e sextas|quartas e sábados}. Faça a reserva pelo WhatsApp até a véspera. Pão de 800 g, feito só com farinha, água, sal e fermento natural.',
          prices: ['R$ 28,00', 'R$ 32,00', 'R$ 30,00'],
        },
        {
          title: '{Focaccia de alecrim|Pão de mel|Pão de batata recheado|Cinnamon roll} caseiro',
          subtitle: 'Sai quentinho do forno para o seu café',
          description:
            'Receitas de família com ingredientes simples. Perfeito para o café da tarde ou para levar numa visita. Peça com um dia de antecedência.',
          prices: ['R$ 18,00', 'R$ 25,00', 'R$ 6,00 a unidade'],
        },
      ],
      'Bebidas Artesanais': [
        {
          title: '{Kombucha|Cerveja artesanal|Suco natural prensado|Cold brew} {de gengibre|IPA|de laranja com acerola|gelado}',
          subtitle: 'Produção caseira em pequenos lotes',
          description:
            'Bebidas feitas em pequenos lotes e engarrafadas aqui no bairro %bairro%. Garrafas de 500 ml, mantenha refrigerado. Devolvendo a garrafa limpa você ganha desconto no próximo pedido.',
          prices: ['R$ 15,00', 'R$ 22,00', 'R$ 12,00', '3 por R$ 40,00'],
        },
      ],
      'Produtos Naturais e Fit': [
        {
          title: '{Granola caseira sem açúcar|Pasta de amendoim integral|Barrinhas de cereal|Pão low carb}',
          subtitle: 'Opções saudáveis feitas por uma vizinha',
          description:
            'Sem conservantes e com a lista de ingredientes na embalagem. Ótimo para o café da manhã e o pré-treino. Entrego no %condominio% e faço kits para a semana.',
          prices: ['R$ 24,00', 'R$ 18,00', 'R$ 30,00'],
        },
      ],
    },
  },
  {
    type: 2,
    category: 'Moda e Acessórios',
    icon: 'shirt',
    hours: 'comercial-sabado',
    transactions: ['venda'],
    subcategories: {
      'Roupas Femininas': [
        {
          title: '{Vestido midi|Conjunto de linho|Blusa de tricô|Calça pantalona} {novo com etiqueta|tamanho M|tamanho G}',
          subtitle: 'Peças selecionadas, pronta entrega',
          description:
            'Trabalho com moda feminina confortável para o dia a dia. Você pode provar no meu apartamento com horário marcado. Aceito Pix e cartão.',
          prices: ['R$ 89,00', 'R$ 129,00', 'R$ 69,90', 'R$ 149,00'],
          condition: 'novo',
        },
        {
          title: 'Bazar de roupas femininas seminovas',
          subtitle: 'Peças a partir de R$ 10, tamanhos P ao GG',
          description:
            'Desapegando de roupas em ótimo estado: vestidos, blusas, calças e casacos. Tudo lavado e passado. Venha dar uma olhada no salão do %condominio% no sábado, das 9h às 13h.',
          prices: ['A partir de R$ 10,00', 'R$ 10,00'],
          condition: 'seminovo',
          transactions: ['venda', 'troca'],
        },
      ],
      'Roupas Masculinas': [
        {
          title: '{Camisa polo|Bermuda de sarja|Camiseta básica|Jaqueta corta-vento} {tamanho M|tamanho G|kit com 3}',
          subtitle: 'Moda masculina com preço de vizinho',
          description:
            'Peças novas, com nota, direto da confecção. Tamanhos do P ao GG. Faço entrega no seu bloco para você provar antes de pagar.',
          prices: ['R$ 59,90', 'R$ 79,00', 'R$ 99,00'],
          condition: 'novo',
        },
      ],
      'Moda Infantil': [
        {
          title: '{Lote de roupas de menino 4 anos|Lote de roupas de menina 2 anos|Pijamas infantis|Fantasias infantis}',
          subtitle: 'Crianças crescem rápido, as roupas ficam novas',
          description:
            'Peças em ótimo estado, sem manchas nem furos. O lote tem cerca de 15 peças entre camisetas, shorts e calças. Retirada no %condominio%.',
          prices: ['R$ 80,00', 'R$ 120,00', 'R$ 35,00 cada'],
          condition: 'seminovo',
          transactions: ['venda', 'troca', 'doacao'],
        },
      ],
      Calçados: [
        {
          title: '{Tênis de corrida|Sandália de couro|Bota cano curto|Sapatênis} {nº 37|nº 39|nº 42} {usado duas vezes|novo na caixa}',
          subtitle: 'Comprei o número errado',
          description:
            'Calçado em perfeito estado, acompanha a caixa. Posso mostrar na portaria. Não faço troca por outro número, só venda.',
          prices: ['R$ 150,00', 'R$ 220,00', 'R$ 180,00', 'R$ 95,00'],
          condition: 'seminovo',
        },
      ],
      'Bijuterias e Semijoias': [
        {
          title: 'Semijoias banhadas a ouro 18k {com garantia|pronta entrega|para presente}',
          subtitle: 'Brincos, colares e pulseiras com garantia de 1 ano',
          description:
            'Peças folheadas com garantia de um ano no banho. Levo o mostruário até você, sem compromisso. Embalagem para presente incluída.',
          prices: ['A partir de R$ 39,00', 'R$ 59,00', 'R$ 89,00'],
          condition: 'novo',
        },
      ],
    },
  },
  {
    type: 2,
    category: 'Casa e Decoração',
    icon: 'sofa',
    hours: 'comercial-sabado',
    transactions: ['venda'],
    condition: 'seminovo',
    subcategories: {
      Móveis: [
        {
          title: '{Sofá retrátil 3 lugares|Mesa de jantar com 4 cadeiras|Rack para TV de 55"|Guarda-roupa casal 6 portas|Escrivaninha com gaveteiro}',
          subtitle: 'Mudança: preciso liberar espaço',
          description:
            'Móvel em bom estado, com pequenas marcas de uso. Retirada no %condominio% por conta do comprador (o elevador de serviço pode ser reservado). Mando mais fotos e medidas pelo WhatsApp.',
          prices: ['R$ 650,00', 'R$ 900,00', 'R$ 450,00', 'R$ 1.200,00', 'R$ 380,00'],
          transactions: ['venda', 'troca'],
        },
        {
          title: 'Cadeira de escritório ergonômica',
          subtitle: 'Regulagem de altura e apoio lombar',
          description:
            'Usei por um ano no home office e voltei para o presencial. Tecido de tela, rodízios de silicone que não riscam o piso. Retirada no bloco.',
          prices: ['R$ 420,00', 'R$ 350,00'],
        },
      ],
      Decoração: [
        {
          title: '{Quadros decorativos|Espelho redondo de 60 cm|Luminária de piso|Tapete 2 x 1,5 m|Conjunto de almofadas}',
          subtitle: 'Para dar cara nova à sala',
          description:
            'Peças de decoração em ótimo estado, tiradas de um apartamento decorado. Aceito propostas para levar mais de um item.',
          prices: ['R$ 120,00', 'R$ 180,00', 'R$ 250,00', 'R$ 90,00'],
        },
      ],
      'Utensílios de Cozinha': [
        {
          title: '{Jogo de panelas antiaderentes|Air fryer de 4 litros|Jogo de taças de cristal|Panela de pressão elétrica}',
          subtitle: 'Seminovo, funcionando perfeitamente',
          description:
            'Ganhei de presente e já tinha um igual. Todos os itens limpos e funcionando. Pode testar na hora da retirada.',
          prices: ['R$ 180,00', 'R$ 250,00', 'R$ 120,00', 'R$ 200,00'],
        },
      ],
      'Cama, Mesa e Banho': [
        {
          title: '{Jogo de lençol queen 400 fios|Kit de toalhas de banho|Toalhas de mesa bordadas|Edredom casal}',
          subtitle: 'Novo, ainda na embalagem',
          description:
            'Produtos de algodão de boa qualidade, ótimos para presente. Faço kits sob medida para enxoval. Entrego no seu apartamento.',
          prices: ['R$ 150,00', 'R$ 99,00', 'R$ 70,00', 'R$ 210,00'],
          condition: 'novo',
        },
      ],
      'Plantas e Jardinagem': [
        {
          title: '{Mudas de suculentas|Costela-de-adão grande|Samambaia em vaso|Kit horta de temperos|Orquídeas floridas}',
          subtitle: 'Plantas cultivadas na minha varanda',
          description:
            'Plantas saudáveis, adaptadas para apartamento. Dou dicas de rega e luz para cada uma. Vasos de cerâmica à parte. Retirada no %condominio%.',
          prices: ['R$ 15,00', 'R$ 60,00', 'R$ 45,00', 'R$ 35,00', 'R$ 25,00'],
          condition: 'novo',
          transactions: ['venda', 'troca'],
        },
      ],
    },
  },
  {
    type: 2,
    category: 'Eletrônicos e Informática',
    icon: 'laptop',
    hours: 'comercial-sabado',
    transactions: ['venda'],
    condition: 'seminovo',
    subcategories: {
      'Celulares e Tablets': [
        {
          title: '{iPhone 12 128 GB|Galaxy S21 256 GB|Moto G84|iPad 9ª geração|Galaxy Tab A8} {com nota fiscal|bateria 89%|com capinha}',
          subtitle: 'Sem marcas de uso, acompanha carregador',
          description:
            'Aparelho bem cuidado, sempre usado com película e capa. Desbloqueado para qualquer operadora. Entrego na portaria do %condominio% para você testar antes.',
          prices: ['R$ 2.300,00', 'R$ 1.800,00', 'R$ 1.100,00', 'R$ 1.600,00', 'R$ 900,00'],
          transactions: ['venda', 'troca'],
        },
      ],
      'Notebooks e Computadores': [
        {
          title: '{Notebook Dell i5 8 GB SSD|MacBook Air M1|Notebook Lenovo Ryzen 5|Monitor 24" Full HD|PC gamer completo}',
          subtitle: 'Ótimo para estudo e home office',
          description:
            'Equipamento revisado, com sistema formatado e bateria em bom estado. Acompanha carregador original. Posso mostrar funcionando.',
          prices: ['R$ 2.200,00', 'R$ 4.500,00', 'R$ 2.800,00', 'R$ 600,00', 'R$ 3.900,00'],
        },
      ],
      'Games e Consoles': [
        {
          title: '{PlayStation 4 com 2 controles|Nintendo Switch com jogos|Xbox Series S|Jogos de PS5 usados}',
          subtitle: 'Tudo funcionando, pouco uso',
          description:
            'O filho cresceu e não joga mais. Acompanha cabos e controles originais. Aceito troca por bicicleta ou proposta em dinheiro.',
          prices: ['R$ 1.300,00', 'R$ 1.700,00', 'R$ 1.900,00', 'R$ 120,00 cada'],
          transactions: ['venda', 'troca'],
        },
      ],
      'Áudio e TV': [
        {
          title: '{Smart TV 50" 4K|Soundbar com subwoofer|Caixa de som bluetooth|Fone com cancelamento de ruído}',
          subtitle: 'Impecável, com caixa e manual',
          description:
            'Troquei por um modelo maior e esta ficou sobrando. Funciona perfeitamente, sem riscos na tela. Retirada no %condominio%.',
          prices: ['R$ 1.500,00', 'R$ 650,00', 'R$ 250,00', 'R$ 700,00'],
        },
      ],
    },
  },
  {
    type: 2,
    category: 'Eletrodomésticos',
    icon: 'box',
    hours: 'comercial-sabado',
    transactions: ['venda'],
    condition: 'seminovo',
    subcategories: {
      'Geladeiras e Freezers': [
        {
          title: '{Geladeira frost free 375 L|Freezer vertical 200 L|Frigobar 80 L|Geladeira duplex inox}',
          subtitle: 'Funcionando perfeitamente, voltagem 220 V',
          description:
            'Eletrodoméstico em ótimo estado, limpo e sem ferrugem. Preciso liberar até o fim do mês por causa da mudança. Retirada com carreto por conta do comprador.',
          prices: ['R$ 1.400,00', 'R$ 900,00', 'R$ 450,00', 'R$ 2.100,00'],
        },
      ],
      'Máquinas de Lavar': [
        {
          title: '{Lavadora 12 kg|Lava e seca 11 kg|Tanquinho 10 kg|Secadora de roupas 10 kg}',
          subtitle: 'Revisada recentemente',
          description:
            'Máquina revisada há 3 meses, com nota do técnico. Lava bem, sem vazamentos. Ajudo a descer pelo elevador de serviço.',
          prices: ['R$ 1.100,00', 'R$ 2.300,00', 'R$ 300,00', 'R$ 950,00'],
        },
      ],
      'Fogões e Fornos': [
        {
          title: '{Fogão 4 bocas com acendimento automático|Cooktop de indução|Forno elétrico 45 L|Micro-ondas 30 L}',
          subtitle: 'Pouco uso, muito conservado',
          description:
            'Está em perfeito estado, sem amassados. Vendo porque reformei a cozinha. Posso mostrar funcionando.',
          prices: ['R$ 600,00', 'R$ 850,00', 'R$ 400,00', 'R$ 350,00'],
        },
      ],
      'Pequenos Eletrodomésticos': [
        {
          title: '{Liquidificador de alta potência|Cafeteira expresso|Aspirador robô|Batedeira planetária|Purificador de água}',
          subtitle: 'Seminovo, com manual',
          description:
            'Produto funcionando, com todos os acessórios. Faço o teste na frente do comprador. Entrega dentro do %condominio%.',
          prices: ['R$ 180,00', 'R$ 450,00', 'R$ 700,00', 'R$ 380,00', 'R$ 250,00'],
          transactions: ['venda', 'troca'],
        },
      ],
    },
  },
  {
    type: 2,
    category: 'Infantil e Bebês',
    icon: 'baby',
    hours: 'comercial-sabado',
    transactions: ['venda', 'troca', 'doacao'],
    condition: 'seminovo',
    subcategories: {
      Brinquedos: [
        {
          title: '{Lote de brinquedos educativos|Casinha de boneca de madeira|Bicicleta infantil aro 16|Peças de montar (1.000 peças)|Cozinha infantil completa}',
          subtitle: 'Brinquedos bem cuidados, prontos para outra criança',
          description:
            'Tudo higienizado e completo. Meus filhos cresceram e queremos que outra criança aproveite. Retirada no %condominio%.',
          prices: ['R$ 80,00', 'R$ 250,00', 'R$ 180,00', 'R$ 150,00', 'A combinar'],
        },
      ],
      'Carrinhos e Cadeirinhas': [
        {
          title: '{Carrinho de bebê com bebê conforto|Cadeirinha para carro 9 a 36 kg|Cadeira de alimentação|Carrinho guarda-chuva}',
          subtitle: 'Sem avarias, com todos os cintos',
          description:
            'Produto certificado pelo Inmetro, nunca sofreu batida. Capa lavada. Posso mostrar na garagem do prédio.',
          prices: ['R$ 650,00', 'R$ 400,00', 'R$ 220,00', 'R$ 150,00'],
        },
      ],
      'Roupas de Bebê': [
        {
          title: 'Lote de roupas de bebê {RN a 3 meses|6 a 9 meses|até 1 ano}',
          subtitle: 'Bodies, macacões e meias, muitos sem uso',
          description:
            'Mais de 30 peças, várias ainda com etiqueta. Tudo lavado com sabão neutro. Ótimo para quem está montando o enxoval.',
          prices: ['R$ 120,00', 'R$ 90,00', 'Doação'],
        },
      ],
      'Berços e Móveis Infantis': [
        {
          title: '{Berço americano com colchão|Cômoda com trocador|Berço portátil (chiqueirinho)|Mini cama montessoriana}',
          subtitle: 'Montado e desmontado com cuidado',
          description:
            'Móvel infantil em ótimo estado, com parafusos e manual. Colchão com capa impermeável. Retirada no bloco, ajudo a desmontar.',
          prices: ['R$ 450,00', 'R$ 380,00', 'R$ 200,00', 'R$ 520,00'],
        },
      ],
    },
  },
  {
    type: 2,
    category: 'Esportes e Lazer',
    icon: 'ball',
    hours: 'comercial-sabado',
    transactions: ['venda', 'troca'],
    condition: 'seminovo',
    subcategories: {
      Bicicletas: [
        {
          title: 'Bicicleta {aro 29 seminova|speed alumínio|elétrica dobrável|urbana com cestinha|infantil aro 20}',
          subtitle: 'Revisada, pneus e freios em ordem',
          description:
            'Bicicleta bem conservada, guardada no bicicletário do %condominio%. Acabei de fazer revisão completa. Pode testar no pátio do condomínio.',
          prices: ['R$ 1.200,00', 'R$ 2.500,00', 'R$ 3.800,00', 'R$ 650,00', 'R$ 400,00'],
        },
      ],
      'Fitness e Musculação': [
        {
          title: '{Esteira elétrica dobrável|Par de halteres 10 kg|Bicicleta ergométrica|Kit elásticos e tapete de yoga|Banco de supino regulável}',
          subtitle: 'Para treinar em casa',
          description:
            'Equipamento em bom estado, pouco usado. Ótimo para quem quer treinar sem sair do prédio. Retirada por conta do comprador.',
          prices: ['R$ 1.500,00', 'R$ 180,00', 'R$ 700,00', 'R$ 90,00', 'R$ 350,00'],
        },
      ],
      'Camping e Aventura': [
        {
          title: '{Barraca para 4 pessoas|Saco de dormir|Mochila cargueira 60 L|Cooler 45 L|Kit de pesca completo}',
          subtitle: 'Usado em poucas viagens',
          description:
            'Equipamento limpo e completo, pronto para a próxima trilha. Posso montar para você conferir no gramado do %condominio%.',
          prices: ['R$ 380,00', 'R$ 150,00', 'R$ 420,00', 'R$ 200,00', 'R$ 300,00'],
        },
      ],
      'Patins e Skates': [
        {
          title: '{Patins inline ajustável|Skate completo|Patinete elétrico|Patins quad retrô}',
          subtitle: 'Com proteções de joelho e cotovelo',
          description:
            'Em ótimo estado, rodas com pouco desgaste. Acompanha kit de proteção. Ideal para as crianças brincarem na área de lazer.',
          prices: ['R$ 180,00', 'R$ 250,00', 'R$ 1.400,00', 'R$ 220,00'],
        },
      ],
    },
  },
  {
    type: 2,
    category: 'Beleza e Cuidados Pessoais',
    icon: 'sparkle',
    hours: 'comercial-sabado',
    transactions: ['venda'],
    condition: 'novo',
    subcategories: {
      Cosméticos: [
        {
          title: '{Kit de skincare|Hidratante corporal|Protetor solar facial|Kit para cabelos cacheados} {com desconto|original, com nota|pronta entrega}',
          subtitle: 'Revendedora autorizada no condomínio',
          description:
            'Produtos originais, dentro da validade e com nota. Trago o catálogo até você e entrego no mesmo dia. Aceito Pix e cartão.',
          prices: ['R$ 89,90', 'R$ 45,00', 'R$ 69,90', 'R$ 120,00'],
        },
      ],
      Perfumes: [
        {
          title: 'Perfume {importado 100 ml|nacional 75 ml|decant 10 ml} {feminino|masculino}',
          subtitle: 'Original, lacrado',
          description:
            'Perfumes originais, lacrados, com nota fiscal. Faço decants para você experimentar antes de comprar o frasco. Entrego no %condominio%.',
          prices: ['R$ 380,00', 'R$ 160,00', 'R$ 45,00'],
        },
      ],
      Maquiagem: [
        {
          title: '{Paleta de sombras|Kit de pincéis|Base e corretivo|Batons matte} {lacrado|pronta entrega}',
          subtitle: 'Marcas nacionais e importadas',
          description:
            'Maquiagem original, na validade, com preço abaixo das lojas. Posso ajudar a escolher o tom certo da base. Entrego no seu bloco.',
          prices: ['R$ 79,00', 'R$ 65,00', 'R$ 99,00', 'R$ 35,00'],
        },
      ],
      'Sabonetes Artesanais': [
        {
          title: 'Sabonetes artesanais {de lavanda|de argila verde|de aveia e mel|veganos} - kit com 3',
          subtitle: 'Feitos à mão com óleos vegetais',
          description:
            'Sabonetes de processo a frio, sem corantes artificiais, curados por 30 dias. Embalagem reciclável, ótimos para presente.',
          prices: ['R$ 36,00', 'R$ 42,00', 'R$ 30,00'],
        },
      ],
    },
  },
  {
    type: 2,
    category: 'Pet Shop',
    icon: 'paw',
    hours: 'comercial-sabado',
    transactions: ['venda'],
    condition: 'novo',
    subcategories: {
      'Rações e Petiscos': [
        {
          title: '{Ração premium para cães 15 kg|Ração para gatos castrados 10 kg|Petiscos naturais desidratados|Biscoitos caseiros para cães}',
          subtitle: 'Entrega grátis no condomínio',
          description:
            'Trabalhamos com as principais marcas e petiscos naturais sem conservantes. Peça pelo WhatsApp e receba no seu apartamento no mesmo dia.',
          prices: ['R$ 219,90', 'R$ 189,00', 'R$ 25,00', 'R$ 18,00'],
        },
      ],
      'Acessórios para Pets': [
        {
          title: '{Guia retrátil|Peitoral acolchoado|Arranhador para gatos|Comedouro lento|Caixa de transporte}',
          subtitle: 'Tamanhos P, M e G',
          description:
            'Acessórios novos, com pronta entrega. Ajudo a escolher o tamanho certo para o seu pet. Troca garantida se não servir.',
          prices: ['R$ 59,90', 'R$ 79,90', 'R$ 149,00', 'R$ 45,00', 'R$ 160,00'],
        },
      ],
      'Camas e Casinhas': [
        {
          title: '{Cama redonda para cães|Casinha de madeira|Toca para gatos|Colchonete impermeável}',
          subtitle: 'Conforto para o seu bichinho',
          description:
            'Produção própria, com tecido lavável e enchimento antialérgico. Faço sob medida para o tamanho do seu pet.',
          prices: ['R$ 120,00', 'R$ 280,00', 'R$ 95,00', 'R$ 70,00'],
        },
      ],
      'Roupinhas Pet': [
        {
          title: '{Roupinha de frio|Capa de chuva|Bandana personalizada|Fantasia} para pets',
          subtitle: 'Feitas à mão, do P ao GG',
          description:
            'Roupinhas confortáveis e fáceis de vestir. Mande as medidas do seu pet e eu faço sob medida em até 5 dias.',
          prices: ['R$ 45,00', 'R$ 55,00', 'R$ 25,00', 'R$ 60,00'],
        },
      ],
    },
  },
  {
    type: 2,
    category: 'Artesanato e Presentes',
    icon: 'gift',
    hours: 'comercial-sabado',
    transactions: ['venda'],
    condition: 'novo',
    subcategories: {
      'Crochê e Tricô': [
        {
          title: '{Tapete de crochê|Bolsa de crochê|Manta de tricô|Amigurumi sob encomenda|Sousplat de crochê (jogo com 6)}',
          subtitle: 'Feito à mão com fio de algodão',
          description:
            'Peças feitas por mim, uma a uma, com fio de algodão de qualidade. Escolha as cores e o tamanho. Prazo de 7 a 15 dias conforme a peça.',
          prices: ['R$ 120,00', 'R$ 150,00', 'R$ 220,00', 'R$ 90,00', 'R$ 180,00'],
        },
      ],
      'Cestas e Kits Presente': [
        {
          title: 'Cesta de {café da manhã|Dia das Mães|aniversário|chocolate} {entregue no apartamento|com cartão personalizado}',
          subtitle: 'Uma surpresa feita com carinho',
          description:
            'Cestas montadas no dia, com pães, frutas, bolo e itens escolhidos por você. Entregamos no horário combinado, com cartão escrito à mão.',
          prices: ['R$ 150,00', 'R$ 180,00', 'R$ 220,00'],
        },
      ],
      'Velas e Aromas': [
        {
          title: '{Velas aromáticas de soja|Difusor de varetas|Home spray|Sachês perfumados}',
          subtitle: 'Aromas de lavanda, alecrim e capim-limão',
          description:
            'Produção artesanal com cera vegetal e essências de qualidade. Ótimo para presentear. Faço kits com embalagem personalizada.',
          prices: ['R$ 45,00', 'R$ 60,00', 'R$ 35,00', 'R$ 20,00'],
        },
      ],
      Personalizados: [
        {
          title: '{Canecas personalizadas|Lembrancinhas de aniversário|Camisetas com estampa|Topo de bolo personalizado}',
          subtitle: 'Com o nome, a foto ou o tema que você quiser',
          description:
            'Faço a arte junto com você e envio a prévia antes de produzir. Pedidos a partir de 1 unidade. Prazo médio de 5 dias úteis.',
          prices: ['R$ 45,00', 'R$ 8,00 a unidade', 'R$ 55,00', 'R$ 35,00'],
        },
      ],
    },
  },
];
