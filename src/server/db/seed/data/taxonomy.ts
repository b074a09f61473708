import type { ListingType } from '#shared/constants.ts';

export interface TaxonomyCategory {
  name: string;
  subcategories: readonly string[];
}

/**
 * The starting catalogue per listing type, written for what residents offer and look for
 * inside a condominium. Admins maintain it afterwards (spec 2: Categorias, Subcategorias);
 * the seed only fills an empty table.
 */
export const TAXONOMY: Readonly<Record<ListingType, readonly TaxonomyCategory[]>> = {
  1: [
    {
      name: 'Empregos',
      subcategories: [
        'Vagas de Meio Período',
        'Vagas de Tempo Integral',
        'Trabalho Temporário',
        'Estágio e Jovem Aprendiz',
        'Freelance',
      ],
    },
    {
      name: 'Trabalho Doméstico',
      subcategories: ['Vaga de Diarista', 'Vaga de Babá', 'Vaga de Cuidador de Idosos', 'Vaga de Motorista Particular'],
    },
    {
      name: 'Parcerias e Negócios',
      subcategories: ['Sócio para Negócio', 'Revenda e Consignação', 'Representação Comercial', 'Ponto Comercial'],
    },
    {
      name: 'Cursos e Capacitação',
      subcategories: ['Bolsas de Estudo', 'Cursos Gratuitos', 'Oficinas e Workshops', 'Palestras'],
    },
    {
      name: 'Voluntariado',
      subcategories: ['Ações Sociais', 'Campanhas de Arrecadação', 'Apoio a Idosos', 'Causa Animal'],
    },
    {
      name: 'Achados e Perdidos',
      subcategories: ['Documentos', 'Chaves', 'Animais Perdidos', 'Objetos Encontrados'],
    },
    {
      name: 'Caronas',
      subcategories: ['Carona para o Trabalho', 'Carona Escolar', 'Carona para Viagens', 'Divisão de Frete'],
    },
    {
      name: 'Grupos e Comunidade',
      subcategories: ['Corrida e Caminhada', 'Clube do Livro', 'Grupos de Mães e Pais', 'Horta Comunitária'],
    },
    {
      name: 'Compras Coletivas',
      subcategories: ['Hortifrúti', 'Produtos de Limpeza', 'Gás e Água', 'Orgânicos'],
    },
  ],
  2: [
    {
      name: 'Alimentos e Bebidas',
      subcategories: [
        'Bolos e Doces',
        'Marmitas e Congelados',
        'Salgados e Lanches',
        'Pães Artesanais',
        'Bebidas Artesanais',
        'Produtos Naturais e Fit',
      ],
    },
    {
      name: 'Moda e Acessórios',
      subcategories: ['Roupas Femininas', 'Roupas Masculinas', 'Moda Infantil', 'Calçados', 'Bijuterias e Semijoias'],
    },
    {
      name: 'Casa e Decoração',
      subcategories: ['Móveis', 'Decoração', 'Utensílios de Cozinha', 'Cama, Mesa e Banho', 'Plantas e Jardinagem'],
    },
    {
      name: 'Eletrônicos e Informática',
      subcategories: ['Celulares e Tablets', 'Notebooks e Computadores', 'Games e Consoles', 'Áudio e TV'],
    },
    {
      name: 'Eletrodomésticos',
      subcategories: ['Geladeiras e Freezers', 'Máquinas de Lavar', 'Fogões e Fornos', 'Pequenos Eletrodomésticos'],
    },
    {
      name: 'Infantil e Bebês',
      subcategories: ['Brinquedos', 'Carrinhos e Cadeirinhas', 'Roupas de Bebê', 'Berços e Móveis Infantis'],
    },
    {
      name: 'Esportes e Lazer',
      subcategories: ['Bicicletas', 'Fitness e Musculação', 'Camping e Aventura', 'Patins e Skates'],
    },
    {
      name: 'Beleza e Cuidados Pessoais',
      subcategories: ['Cosméticos', 'Perfumes', 'Maquiagem', 'Sabonetes Artesanais'],
    },
    {
      name: 'Pet Shop',
      subcategories: ['Rações e Petiscos', 'Acessórios para Pets', 'Camas e Casinhas', 'Roupinhas Pet'],
    },
    {
      name: 'Artesanato e Presentes',
      subcategories: ['Crochê e Tricô', 'Cestas e Kits Presente', 'Velas e Aromas', 'Personalizados'],
    },
  ],
  3: [
    {
      name: 'Reformas e Reparos',
      subcategories: ['Eletricista', 'Encanador', 'Pintor', 'Pedreiro', 'Marido de Aluguel', 'Montagem de Móveis'],
    },
    {
      name: 'Limpeza e Organização',
      subcategories: ['Diarista', 'Passadeira', 'Personal Organizer', 'Limpeza de Sofás e Estofados'],
    },
    {
      name: 'Beleza e Estética',
      subcategories: [
        'Manicure e Pedicure',
        'Cabeleireiro',
        'Design de Sobrancelhas',
        'Maquiagem',
        'Depilação',
        'Massagem',
      ],
    },
    {
      name: 'Aulas e Cursos',
      subcategories: ['Aulas de Inglês', 'Aulas de Espanhol', 'Reforço Escolar', 'Aulas de Música', 'Preparatório para Vestibular'],
    },
    {
      name: 'Saúde e Bem-estar',
      subcategories: ['Personal Trainer', 'Fisioterapia', 'Nutricionista', 'Psicologia', 'Yoga e Pilates'],
    },
    {
      name: 'Serviços para Pets',
      subcategories: ['Passeador de Cães', 'Banho e Tosa', 'Pet Sitter', 'Adestramento'],
    },
    {
      name: 'Tecnologia',
      subcategories: ['Conserto de Celulares', 'Suporte de Informática', 'Instalação de Redes e Wi-Fi', 'Criação de Sites'],
    },
    {
      name: 'Cuidado com Pessoas',
      subcategories: ['Babá', 'Cuidador de Idosos', 'Acompanhante para Consultas', 'Recreação Infantil'],
    },
    {
      name: 'Eventos e Festas',
      subcategories: ['Buffet', 'Decoração de Festas', 'Fotografia', 'Animação e Recreação'],
    },
    {
      name: 'Transporte e Mudanças',
      subcategories: ['Fretes e Carretos', 'Mudanças', 'Motorista Particular', 'Transporte Escolar'],
    },
    {
      name: 'Consertos e Manutenção',
      subcategories: ['Costura e Ajustes', 'Conserto de Eletrodomésticos', 'Chaveiro', 'Manutenção de Ar-condicionado'],
    },
  ],
  4: [
    {
      name: 'Espaços para Eventos',
      subcategories: ['Salão de Festas', 'Churrasqueira', 'Espaço Gourmet', 'Salão de Jogos'],
    },
    {
      name: 'Vagas de Garagem',
      subcategories: ['Vaga Coberta', 'Vaga Descoberta', 'Vaga para Moto', 'Venda de Vaga'],
    },
    {
      name: 'Armazenamento',
      subcategories: ['Depósito e Hobby Box', 'Guarda-volumes', 'Bicicletário', 'Armário em Área Comum'],
    },
    {
      name: 'Esporte e Lazer',
      subcategories: ['Quadra Poliesportiva', 'Piscina', 'Academia', 'Quadra de Tênis', 'Brinquedoteca'],
    },
    {
      name: 'Aluguel de Imóveis',
      subcategories: ['Apartamento para Temporada', 'Apartamento para Alugar', 'Quarto para Alugar', 'Kitnet e Studio'],
    },
    {
      name: 'Aluguel de Equipamentos',
      subcategories: ['Ferramentas', 'Mesas e Cadeiras', 'Equipamentos de Bebê', 'Equipamentos de Camping'],
    },
    {
      name: 'Espaços de Trabalho',
      subcategories: ['Coworking', 'Sala de Reuniões', 'Estúdio de Gravação', 'Consultório Compartilhado'],
    },
    {
      name: 'Conveniência',
      subcategories: ['Lavanderia Compartilhada', 'Mercadinho Autônomo', 'Armários Inteligentes', 'Bicicletas Compartilhadas'],
    },
    {
      name: 'Espaços Pet',
      subcategories: ['Pet Place', 'Hospedagem de Pets', 'Creche para Cães', 'Área de Banho Pet'],
    },
  ],
};
