/** Names for the demo advertisers; combined by the seeded generator. */

export const FIRST_NAMES_F = [
  'Ana', 'Beatriz', 'Camila', 'Daniela', 'Eduarda', 'Fernanda', 'Gabriela', 'Helena', 'Isabela', 'Juliana',
  'Larissa', 'Luciana', 'Mariana', 'Natália', 'Patrícia', 'Renata', 'Sandra', 'Tatiane', 'Vanessa', 'Lúcia',
  'Cláudia', 'Rosângela', 'Aline', 'Bruna', 'Márcia', 'Simone',
] as const;

export const FIRST_NAMES_M = [
  'André', 'Bruno', 'Carlos', 'Diego', 'Eduardo', 'Felipe', 'Gustavo', 'Henrique', 'João', 'Leonardo',
  'Marcelo', 'Paulo', 'Rafael', 'Rodrigo', 'Thiago', 'Vinícius', 'Fábio', 'Márcio', 'Sérgio', 'Antônio',
] as const;

export const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Teixeira', 'Araújo', 'Monteiro', 'Moura', 'Cavalcanti', 'Azevedo', 'Pinheiro',
] as const;

/** Free e-mail-like domains reserved for examples: nothing is ever sent to them. */
export const EMAIL_DOMAINS = ['exemplo.com.br', 'exemplo.com', 'example.com'] as const;
