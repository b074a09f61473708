/**
 * Who advertises in the demo: archetypes of small businesses and residents. `offers` name
 * subcategories as `${type}:${subcategory}`; every advertiser also posts a few resident
 * listings from RESIDENT_OFFERS (used items, a parking space, a lost cat...).
 */
export interface AdvertiserArchetype {
  kind: 'pf' | 'pj';
  /** PF only: which first-name list to draw from. */
  gender?: 'f' | 'm';
  offers: readonly string[];
  /** PJ only: trade names, one per advertiser built from this archetype. */
  businessNames?: readonly string[];
}

export const ARCHETYPES: readonly AdvertiserArchetype[] = [
  { kind: 'pf', gender: 'f', offers: ['2:Bolos e Doces', '2:Salgados e Lanches', '2:Cestas e Kits Presente'] },
  { kind: 'pf', gender: 'f', offers: ['2:Marmitas e Congelados', '2:Produtos Naturais e Fit', '2:Pães Artesanais'] },
  { kind: 'pf', gender: 'f', offers: ['3:Manicure e Pedicure', '3:Design de Sobrancelhas', '3:Depilação'] },
  { kind: 'pf', gender: 'm', offers: ['3:Eletricista', '3:Marido de Aluguel', '3:Montagem de Móveis', '3:Encanador'] },
  { kind: 'pf', gender: 'f', offers: ['3:Aulas de Inglês', '3:Aulas de Espanhol', '3:Reforço Escolar'] },
  { kind: 'pf', gender: 'm', offers: ['3:Personal Trainer', '3:Yoga e Pilates', '1:Corrida e Caminhada', '2:Fitness e Musculação'] },
  { kind: 'pf', gender: 'm', offers: ['3:Passeador de Cães', '3:Pet Sitter', '3:Adestramento', '4:Hospedagem de Pets'] },
  { kind: 'pf', gender: 'f', offers: ['2:Crochê e Tricô', '2:Velas e Aromas', '2:Personalizados', '2:Sabonetes Artesanais'] },
  { kind: 'pf', gender: 'f', offers: ['3:Costura e Ajustes', '2:Roupas Femininas', '2:Moda Infantil', '2:Bijuterias e Semijoias'] },
  { kind: 'pf', gender: 'f', offers: ['3:Diarista', '3:Passadeira', '3:Personal Organizer'] },
  { kind: 'pf', gender: 'm', offers: ['3:Suporte de Informática', '3:Conserto de Celulares', '3:Instalação de Redes e Wi-Fi', '3:Criação de Sites'] },
  { kind: 'pf', gender: 'f', offers: ['3:Cabeleireiro', '3:Maquiagem', '3:Massagem', '2:Cosméticos'] },
  { kind: 'pf', gender: 'm', offers: ['3:Aulas de Música', '3:Animação e Recreação', '3:Preparatório para Vestibular'] },
  { kind: 'pf', gender: 'f', offers: ['3:Nutricionista', '3:Psicologia', '3:Fisioterapia', '1:Palestras'] },
  { kind: 'pf', gender: 'f', offers: ['3:Babá', '3:Cuidador de Idosos', '3:Acompanhante para Consultas', '3:Recreação Infantil'] },
  { kind: 'pf', gender: 'm', offers: ['3:Motorista Particular', '3:Transporte Escolar', '3:Fretes e Carretos', '1:Carona para o Trabalho'] },
  {
    kind: 'pj',
    offers: ['2:Bolos e Doces', '2:Salgados e Lanches', '2:Bebidas Artesanais', '3:Buffet'],
    businessNames: ['Doce Vizinhança Confeitaria', 'Ateliê do Brigadeiro', 'Sabor de Vó Doces e Salgados'],
  },
  {
    kind: 'pj',
    offers: ['2:Marmitas e Congelados', '2:Produtos Naturais e Fit', '2:Pães Artesanais'],
    businessNames: ['Marmitaria Tempero Caseiro', 'Cozinha da Praça Congelados', 'Fornada do Bairro Padaria Artesanal'],
  },
  {
    kind: 'pj',
    offers: ['3:Eletricista', '3:Encanador', '3:Pintor', '3:Pedreiro', '3:Manutenção de Ar-condicionado'],
    businessNames: ['Reforma Fácil Serviços Residenciais', 'Casa em Ordem Manutenção Predial', 'Elétrica e Hidráulica Vizinho Amigo'],
  },
  {
    kind: 'pj',
    offers: ['3:Diarista', '3:Limpeza de Sofás e Estofados', '3:Personal Organizer'],
    businessNames: ['Brilho Total Limpeza', 'Lar Organizado Serviços'],
  },
  {
    kind: 'pj',
    offers: ['3:Aulas de Inglês', '3:Aulas de Espanhol', '3:Preparatório para Vestibular', '1:Bolsas de Estudo', '1:Estágio e Jovem Aprendiz'],
    businessNames: ['Speak Up Idiomas', 'Escola Passaporte de Línguas'],
  },
  {
    kind: 'pj',
    offers: ['2:Rações e Petiscos', '2:Acessórios para Pets', '2:Camas e Casinhas', '2:Roupinhas Pet', '3:Banho e Tosa'],
    businessNames: ['Pet do Condomínio', 'Amigo Fiel Pet Shop', 'Patinhas Felizes'],
  },
  {
    kind: 'pj',
    offers: ['3:Manicure e Pedicure', '3:Cabeleireiro', '3:Design de Sobrancelhas', '2:Maquiagem', '2:Perfumes'],
    businessNames: ['Studio Bela Vizinha', 'Espaço Beleza Pura'],
  },
  {
    kind: 'pj',
    offers: ['3:Conserto de Celulares', '3:Conserto de Eletrodomésticos', '2:Celulares e Tablets', '2:Notebooks e Computadores'],
    businessNames: ['Conserta Já Assistência Técnica', 'TecVizinho Informática'],
  },
  {
    kind: 'pj',
    offers: ['3:Decoração de Festas', '3:Fotografia', '3:Animação e Recreação', '4:Mesas e Cadeiras'],
    businessNames: ['Festa no Prédio Eventos', 'Balão Mágico Festas'],
  },
  {
    kind: 'pj',
    offers: ['3:Mudanças', '3:Fretes e Carretos', '1:Divisão de Frete', '1:Trabalho Temporário'],
    businessNames: ['Muda Certo Transportes', 'Leva e Traz Fretes'],
  },
  {
    kind: 'pj',
    offers: [
      '4:Salão de Festas', '4:Churrasqueira', '4:Espaço Gourmet', '4:Salão de Jogos', '4:Quadra Poliesportiva',
      '4:Piscina', '4:Academia', '4:Coworking', '4:Lavanderia Compartilhada', '4:Mercadinho Autônomo',
      '4:Armários Inteligentes', '4:Pet Place', '4:Bicicletário', '1:Vagas de Tempo Integral',
    ],
    businessNames: ['Administradora Bom Convívio', 'Síndico Amigo Gestão Condominial', 'Viver Bem Administração de Condomínios'],
  },
  {
    kind: 'pj',
    offers: ['4:Apartamento para Alugar', '4:Apartamento para Temporada', '4:Kitnet e Studio', '4:Venda de Vaga', '1:Ponto Comercial'],
    businessNames: ['Chave Certa Imóveis', 'Morar Bem Imobiliária'],
  },
  {
    kind: 'pj',
    offers: ['2:Roupas Femininas', '2:Roupas Masculinas', '2:Calçados', '2:Bijuterias e Semijoias', '1:Revenda e Consignação'],
    businessNames: ['Boutique da Esquina', 'Closet Compartilhado Moda'],
  },
  {
    kind: 'pj',
    offers: ['1:Hortifrúti', '1:Orgânicos', '1:Gás e Água', '1:Produtos de Limpeza', '2:Plantas e Jardinagem'],
    businessNames: ['Quitanda Delivery do Bairro', 'Horta em Casa Orgânicos'],
  },
  {
    kind: 'pj',
    offers: ['3:Chaveiro', '3:Manutenção de Ar-condicionado', '4:Ferramentas', '4:Armário em Área Comum'],
    businessNames: ['Chaveiro e Cia 24h', 'Frio Bom Climatização'],
  },
  {
    kind: 'pj',
    offers: ['4:Sala de Reuniões', '4:Estúdio de Gravação', '4:Consultório Compartilhado', '4:Coworking', '1:Oficinas e Workshops'],
    businessNames: ['Espaço Vizinho Coworking', 'Hub do Bairro Escritórios'],
  },
  {
    kind: 'pj',
    offers: ['3:Psicologia', '3:Fisioterapia', '3:Nutricionista', '3:Cuidador de Idosos', '4:Creche para Cães', '4:Área de Banho Pet'],
    businessNames: ['Clínica Bem Perto', 'Cuidar+ Saúde em Casa'],
  },
];

/** Listings any resident may post, whatever their business. */
export const RESIDENT_OFFERS: readonly string[] = [
  '2:Móveis', '2:Decoração', '2:Utensílios de Cozinha', '2:Cama, Mesa e Banho', '2:Celulares e Tablets',
  '2:Notebooks e Computadores', '2:Games e Consoles', '2:Áudio e TV', '2:Geladeiras e Freezers', '2:Máquinas de Lavar',
  '2:Fogões e Fornos', '2:Pequenos Eletrodomésticos', '2:Brinquedos', '2:Carrinhos e Cadeirinhas', '2:Roupas de Bebê',
  '2:Berços e Móveis Infantis', '2:Bicicletas', '2:Camping e Aventura', '2:Patins e Skates', '2:Roupas Masculinas',
  '2:Calçados', '2:Moda Infantil',
  '4:Vaga Coberta', '4:Vaga Descoberta', '4:Vaga para Moto', '4:Depósito e Hobby Box', '4:Guarda-volumes',
  '4:Ferramentas', '4:Equipamentos de Bebê', '4:Equipamentos de Camping', '4:Quarto para Alugar',
  '4:Apartamento para Temporada', '4:Bicicletas Compartilhadas', '4:Quadra de Tênis', '4:Brinquedoteca',
  '1:Documentos', '1:Chaves', '1:Animais Perdidos', '1:Objetos Encontrados', '1:Carona Escolar', '1:Carona para Viagens',
  '1:Clube do Livro', '1:Grupos de Mães e Pais', '1:Horta Comunitária', '1:Ações Sociais', '1:Campanhas de Arrecadação',
  '1:Apoio a Idosos', '1:Causa Animal', '1:Vaga de Diarista', '1:Vaga de Babá', '1:Vaga de Cuidador de Idosos',
  '1:Vaga de Motorista Particular', '1:Vagas de Meio Período', '1:Freelance', '1:Sócio para Negócio',
  '1:Representação Comercial', '1:Cursos Gratuitos', '1:Hortifrúti',
];
