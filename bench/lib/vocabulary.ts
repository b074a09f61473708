/**
 * Portuguese vocabulary for the synthetic listings. Real words only: lemmas are written by hand
 * below and inflected with regular rules (plural, gender, a few verb forms). Irregular forms are
 * either given explicitly ("pão|pães") or left out ("lápis!") rather than guessed, because a
 * wrong form would be a token no real advertiser types.
 *
 * The search index stems these words (pt_unaccent = unaccent + Portuguese snowball), so many
 * surface forms share a lexeme, as in real text; what matters for the benchmark is that the
 * posting lists have a realistic spread, from very common lexemes to a long tail.
 */

// ---------------------------------------------------------------------------------------------
// Nouns. "a|b" gives an explicit plural; a trailing "!" means "no plural form" (invariant or
// irregular); otherwise pluralNoun() applies the regular rules.
// ---------------------------------------------------------------------------------------------
const NOUNS_FOOD = `
bolo torta pão|pães doce salgado brigadeiro beijinho coxinha empada esfiha quibe pastel pizza
lasanha marmita refeição almoço jantar lanche sanduíche hambúrguer sorvete açaí picolé geleia
compota biscoito bolacha pudim mousse pavê quindim cocada paçoca pamonha curau canjica tapioca
cuscuz! feijoada moqueca estrogonofe panqueca omelete salada sopa caldo molho tempero café chá
suco vitamina leite queijo requeijão manteiga iogurte ovo farinha fermento açúcar chocolate
cacau baunilha morango banana maçã laranja limão abacaxi manga goiaba maracujá coco uva melancia
mamão abacate tomate cebola alho batata mandioca cenoura beterraba abóbora couve alface rúcula
espinafre brócolis! pimenta azeite azeitona carne frango peixe camarão linguiça presunto salame
arroz! feijão lentilha grão|grãos castanha amendoim granola cereal pipoca bombom trufa macarrão
nhoque empadão sequilho rosca broa sonho baguete cuca panetone chocotone marmelada goiabada
rapadura melado mel! pé-de-moleque! cajuzinho bem-casado palha caramelo cobertura recheio massa
glacê! merengue suspiro chantili! creme fruta verdura legume hortaliça tempero especiaria
orégano! manjericão salsinha cebolinha hortelã! gengibre canela cravo noz nozes! avelã pistache
damasco ameixa tâmara uva-passa! pera pêssego figo jabuticaba acerola caju pitanga cupuaçu
bacuri! tucupi! jambu! pequi! buriti! pinhão palmito milho trigo aveia centeio quinoa chia!
gergelim linhaça! soja! tofu! cogumelo berinjela abobrinha pepino pimentão quiabo chuchu jiló
maxixe! inhame! cará! batata-doce! vagem ervilha grão-de-bico!
`;

const NOUNS_HOME = `
casa apartamento cozinha banheiro quarto sala varanda sacada garagem quintal jardim piscina
churrasqueira lavanderia escritório telhado parede piso teto porta janela portão grade cerca muro
escada corrimão azulejo cerâmica porcelanato rejunte argamassa cimento tijolo gesso forro pintura
tinta verniz lixa pincel rolo fita prego parafuso bucha broca furadeira parafusadeira lixadeira
esmerilhadeira serra martelo serrote alicate chave fechadura cadeado maçaneta dobradiça torneira
chuveiro registro válvula descarga pia ralo cano tubulação encanamento vazamento infiltração
umidade mofo! goteira impermeabilização reforma construção obra demolição instalação manutenção
conserto reparo limpeza faxina higienização dedetização desentupimento jardinagem poda paisagismo
marcenaria serralheria vidraçaria tomada interruptor disjuntor fiação fio cabo lâmpada luminária
lustre ventilador climatização aquecedor bomba motor gerador quadro painel antena interfone câmera
alarme sensor portaria calha rufo! telha laje viga coluna pilar alicerce fundação reboco contrapiso
revestimento pastilha mármore granito quartzo madeira compensado aglomerado ferragem alumínio
vidro espelho box! cisterna poço fossa esgoto hidrômetro medidor
relógio campainha fechamento cobertura toldo pergolado deque! calçada entrada corredor despensa
suíte mezanino sótão porão edícula cômodo ambiente decoração iluminação ventilação
isolamento acústica vedação silicone cola massa corrida! selador fundo! esmalte textura grafiato!
papel|papéis adesivo persiana cortina rodapé moldura
`;

const NOUNS_OBJECTS = `
móvel sofá poltrona cadeira mesa banqueta banco armário estante prateleira cômoda cama colchão
travesseiro lençol edredom cobertor manta toalha tapete almofada cabide gaveta rack escrivaninha
geladeira fogão forno coifa depurador lavadora secadora liquidificador batedeira processador
cafeteira chaleira torradeira sanduicheira fritadeira panela frigideira assadeira forma travessa
prato copo xícara talher garfo faca colher jarra garrafa pote bandeja filtro purificador aspirador
ferro tábua varal balde vassoura rodo pano esponja sabão detergente desinfetante amaciante
televisão televisor computador monitor teclado impressora celular telefone carregador fone caixa
rádio projetor roteador console controle bicicleta patinete capacete carrinho berço cadeirinha
brinquedo boneca bola livro revista caderno apostila mochila bolsa carteira mala roupa camisa
camiseta blusa calça bermuda saia vestido casaco jaqueta sapato tênis! sandália chinelo bota meia
pijama uniforme fantasia acessório colar pulseira brinco anel relógio óculos! perfume sabonete
xampu condicionador creme hidratante maquiagem batom esmalte cosmético vela aromatizador planta
vaso muda flor orquídea suculenta samambaia semente adubo terra máquina costura overloque
compressor enceradeira lavadora violão violino guitarra teclado bateria flauta cavaquinho
pandeiro sanfona acordeão ukulele! microfone amplificador caixinha tripé lente câmera drone
relógio balança termômetro ventilador umidificador desumidificador climatizador
adega frigobar bebedouro micro-ondas! churrasqueira espeto grelha carvão! lenha
garrafão galão botijão mangueira regador tesoura podão! enxada pá|pás rastelo carrinho
escada banquinho cavalete bancada morsa! torno! solda! maçarico trena nível esquadro prumo
extensão adaptador pilha lanterna
`;

const NOUNS_SERVICES = `
aula curso professor professora reforço idioma espanhol matemática física química biologia
história geografia redação música canto dança ioga! pilates! treino academia nutricionista
fisioterapia fisioterapeuta massagem massagista terapia terapeuta psicólogo psicóloga psicologia
fonoaudiologia fonoaudióloga odontologia dentista médico médica enfermeira enfermagem cuidador
cuidadora babá diarista faxineira passadeira costureira ajuste bainha alfaiate manicure pedicure
cabeleireiro cabeleireira cabelo corte escova progressiva coloração mecha barba barbeiro
barbearia salão estética depilação sobrancelha cílio unha podologia eletricista encanador
pedreiro pintor marceneiro serralheiro vidraceiro gesseiro jardineiro piscineiro chaveiro técnico
montador montagem mudança frete transporte entrega motorista carreto guincho lavagem polimento
funilaria mecânica mecânico oficina borracharia pneu óleo freio embreagem suspensão alinhamento
balanceamento revisão vistoria seguro advogado advogada advocacia contador contadora contabilidade
consultoria assessoria despachante imposto declaração documento certidão tradução tradutor
tradutora fotografia fotógrafo fotógrafa filmagem vídeo edição logotipo arte programação
programador programadora informática formatação suporte rede festa aniversário casamento
batizado decoração balão convite lembrancinha animação recreação recreador recreadora palhaço
mágico iluminação garçom cozinheira cozinheiro confeiteira confeiteiro confeitaria padaria
salgadeira doceira churrasqueiro adestramento adestrador banho tosa passeador veterinário
veterinária ração coleira aquário gato gata cachorro cadela cão|cães filhote hospedagem creche
hotelzinho acupuntura quiropraxia drenagem reflexologia meditação mentoria orientação
vestibular concurso prova exercício lição tarefa alfabetização musicalização robótica
xadrez! desenho teatro circo capoeira judô! caratê! natação futebol! vôlei! basquete! tênis!
corrida caminhada ciclismo patinação escalada alongamento emagrecimento dieta cardápio receita
encomenda degustação bufê serviço atendimento orçamento visita agendamento horário garantia
nota pagamento parcela cartão dinheiro boleto transferência reembolso frete taxa
`;

const NOUNS_OPPORTUNITIES = `
emprego vaga estágio trabalho oportunidade parceria sociedade franquia negócio investimento renda
comissão vendedor vendedora revendedora revendedor representante auxiliar assistente atendente
recepcionista secretária secretário estagiário estagiária aprendiz temporário bico diária plantão
turno salário benefício currículo entrevista experiência contrato cadastro seleção treinamento
capacitação bolsa desconto promoção cupom sorteio doação troca empréstimo aluguel locação venda
compra leilão bazar brechó feira mercado loja vitrine estoque atacado varejo kit! pacote
assinatura mensalidade condomínio morador moradora vizinho vizinha vizinhança síndico síndica
zelador zeladora porteiro porteira bloco torre unidade andar elevador quadra brinquedoteca sauna
espaço bicicletário estacionamento depósito mercadinho minimercado conveniência horta pomar
pracinha bosque pista trilha lago quiosque salão administradora assembleia regimento convenção
reunião evento encontro campanha mutirão bazar arrecadação voluntário voluntária projeto oficina
palestra clube grupo turma equipe comunidade associação cooperativa empresa empresário
empresária empreendedor empreendedora microempresa autônomo autônoma profissional cliente
fornecedor fornecedora produto qualidade preço valor prazo condição entrega retirada
`;

const NOUNS_PLACES = `
rua avenida praça bairro cidade centro região zona vila parque morro praia serra campo rio ponte
estação terminal metrô rodoviária aeroporto supermercado farmácia hospital clínica
escola faculdade universidade biblioteca igreja capela prefeitura delegacia correio banco
agência posto restaurante lanchonete pizzaria sorveteria cafeteria hamburgueria pastelaria
sorveteria açougue peixaria hortifrúti! quitanda mercearia papelaria livraria floricultura
lavanderia sapataria ótica joalheria relojoaria perfumaria drogaria condomínio
residência endereço vizinhança esquina quarteirão calçadão orla litoral interior capital estado
país|países mundo bairro loteamento chácara sítio fazenda granja rancho
`;

// ---------------------------------------------------------------------------------------------
// Adjectives. Words ending in -o get the four forms (novo, nova, novos, novas); others get a
// plural only; "!" marks invariant ones.
// ---------------------------------------------------------------------------------------------
const ADJECTIVES = `
novo usado seminovo lindo bonito barato caro rápido pequeno grande ótimo perfeito completo limpo
organizado cuidadoso honesto pontual caprichoso delicioso gostoso saboroso fresco caseiro
artesanal natural integral orgânico vegano vegetariano gelado quente recheado confeitado decorado
personalizado exclusivo especial profissional experiente qualificado certificado credenciado
especializado residencial comercial elétrico eletrônico hidráulico automático manual digital
moderno clássico antigo rústico elegante confortável espaçoso amplo iluminado arejado mobiliado
equipado reformado conservado impecável inteiro original importado nacional sustentável
reciclado econômico prático fácil simples! leve pesado resistente durável macio firme colorido
branco preto azul vermelho verde amarelo roxo cinza! marrom bege! dourado prateado infantil adulto
feminino masculino unissex! familiar particular individual coletivo gratuito grátis! acessível
disponível imediato urgente semanal mensal anual diário noturno diurno flexível variado diverso
típico regional mineiro baiano nordestino gaúcho paulista! carioca! italiano árabe! pronto inédito
raro fino grosso alto baixo largo estreito curto longo redondo quadrado retangular dobrável
portátil silencioso potente eficiente seguro confiável garantido testado aprovado recomendado
premiado famoso tradicional sofisticado charmoso aconchegante tranquilo silencioso ensolarado
ventilado reservado privativo coberto descoberto aquecido climatizado cercado arborizado
florido gramado asfaltado calçado plano íngreme! próximo distante vizinho central periférico
saudável nutritivo leve crocante cremoso macio suculento picante apimentado
salgado adocicado amargo azedo integral zero! congelado resfriado
embalado lacrado selado original genuíno autêntico legítimo licenciado oficial registrado
higienizado esterilizado desinfetado dedetizado impermeável lavável removível ajustável
regulável reclinável giratório extensível empilhável modular compacto robusto reforçado
blindado ergonômico anatômico ortopédico hipoalergênico antialérgico antiderrapante
inoxidável galvanizado esmaltado envernizado laqueado polido escovado fosco brilhante
transparente opaco estampado listrado xadrez! liso bordado rendado tricotado
`;

// ---------------------------------------------------------------------------------------------
// Verbs, regular only. -ar/-er get infinitive, 1sg, 3sg, 1pl, 3pl, participle and gerund;
// -ir verbs skip 1sg/3sg (many change their stem vowel: sirvo, sobe) and keep the regular forms.
// "verbo:participio" overrides an irregular participle; "verbo:-" drops it.
// ---------------------------------------------------------------------------------------------
const VERBS_AR = `
anunciar comprar trocar alugar emprestar doar entregar buscar levar montar instalar consertar
reformar pintar limpar lavar passar cozinhar preparar assar fritar temperar decorar organizar
ensinar estudar treinar cuidar ajudar acompanhar agendar marcar combinar conversar chamar ligar
mandar enviar aceitar trabalhar contratar indicar recomendar avaliar orçar cobrar pagar parcelar
economizar aproveitar testar usar funcionar desmontar transportar carregar guardar costurar
ajustar bordar tricotar cortar escovar hidratar maquiar depilar relaxar alongar dançar cantar
tocar gravar filmar fotografar editar criar desenhar projetar planejar calcular declarar
regularizar legalizar registrar cadastrar divulgar encomendar reservar confirmar visitar morar
mudar embalar etiquetar encontrar procurar precisar gostar amar adorar experimentar provar adoçar
confeitar congelar esquentar gelar refrigerar climatizar ventilar iluminar impermeabilizar
dedetizar podar plantar regar adubar cultivar jogar brincar viajar hospedar alimentar adestrar
tosar banhar vacinar medicar examinar tratar curar operar aplicar revisar verificar inspecionar
vistoriar analisar orientar explicar ensaiar apresentar mostrar negociar facilitar simplificar
agilizar otimizar melhorar renovar restaurar recuperar reciclar reaproveitar separar selecionar
comparar acertar consultar informar atualizar conectar configurar formatar programar digitar
copiar personalizar customizar estampar bordar lixar envernizar encerar embelezar rebocar
assentar rejuntar azulejar cimentar nivelar furar parafusar soldar colar vedar
trocar lubrificar alinhar calibrar diagnosticar consertar higienizar desinfetar
passar engomar dobrar arrumar faxinar aspirar esfregar enxaguar secar
`;

const VERBS_ER = `
vender atender aprender entender escolher colher conhecer oferecer fornecer abastecer agradecer
receber resolver devolver envolver desenvolver comer beber bater varrer correr mexer ferver
derreter acender estender prender surpreender reconhecer esquecer merecer parecer aparecer
crescer enriquecer proteger depender responder corresponder esconder sofrer torcer vencer
convencer exercer tecer amanhecer anoitecer favorecer estabelecer fortalecer
amadurecer aquecer arrefecer escurecer esclarecer enlouquecer! rejuvenescer envelhecer
`;

const VERBS_IR = `
dividir decidir discutir assistir permitir garantir partir unir reunir cumprir exibir imprimir
definir produzir traduzir conduzir reduzir introduzir construir distribuir incluir substituir
contribuir instruir possuir desentupir dirigir corrigir exigir abrir:- assumir consumir resumir
insistir existir resistir persistir desistir admitir transmitir competir repetir servir seguir
conseguir sentir preferir sugerir investir vestir dormir polir agir atingir surgir nutrir curtir
sacudir influir diluir excluir concluir obstruir destruir atribuir usufruir redigir
`;

/** Function words: give the descriptions their shape; most are stopwords for the index. */
export const FUNCTION_WORDS = `
de da do das dos em no na nos nas para com sem por pelo pela e ou o a os as um uma que muito
mais bem também já até só não é está são temos tenho faço aceito seu sua nosso nossa cada todo
toda todos todas qualquer sempre hoje agora aqui ali aos à às entre sobre após desde durante
como quando onde quem isso este esta esse essa aquele aquela ainda apenas menos tudo nada
`
  .split(/\s+/)
  .filter(Boolean);

/** Connectives used inside titles ("Bolo caseiro de chocolate"). */
export const TITLE_CONNECTIVES = ['de', 'com', 'para', 'em', 'e', 'sem', 'no', 'na', 'do', 'da'] as const;

const VOWEL_END = /[aeiouáéíóúâêôãõ]$/;
const ACCENTED = /[áéíóúâêôãõ]/;

/** Regular Portuguese noun plural, or null when the rules would be unsafe. */
function pluralNoun(word: string): string | null {
  if (/ção$/.test(word)) return word.replace(/ção$/, 'ções');
  if (/são$/.test(word)) return word.replace(/são$/, 'sões');
  if (/ão$/.test(word)) return word.replace(/ão$/, 'ões'); // pão/mão/cão are given explicitly
  if (VOWEL_END.test(word)) return `${word}s`;
  if (/m$/.test(word)) return word.replace(/m$/, 'ns');
  if (/[rz]$/.test(word)) {
    // Oxytones with an acute/circumflex on the last syllable lose it (inglês -> ingleses);
    // none of those are in the lists, so appending is safe for what we have.
    return `${word}es`;
  }
  if (/al$/.test(word)) return word.replace(/al$/, 'ais');
  if (/el$/.test(word)) return ACCENTED.test(word) ? word.replace(/el$/, 'eis') : word.replace(/el$/, 'éis');
  if (/ol$/.test(word)) return word.replace(/ol$/, 'óis');
  if (/ul$/.test(word)) return word.replace(/ul$/, 'uis');
  if (/il$/.test(word)) return ACCENTED.test(word) ? word.replace(/il$/, 'eis') : word.replace(/il$/, 'is');
  return null;
}

function nounForms(entry: string): string[] {
  if (entry.endsWith('!')) return [entry.slice(0, -1)];
  if (entry.includes('|')) return entry.split('|');
  const plural = pluralNoun(entry);
  return plural ? [entry, plural] : [entry];
}

function adjectiveForms(entry: string): string[] {
  if (entry.endsWith('!')) return [entry.slice(0, -1)];
  if (entry.endsWith('o')) {
    const stem = entry.slice(0, -1);
    return [entry, `${stem}a`, `${stem}os`, `${stem}as`];
  }
  const plural = pluralNoun(entry);
  return plural ? [entry, plural] : [entry];
}

function verbForms(entry: string, conj: 'ar' | 'er' | 'ir'): string[] {
  const [raw, participleOverride] = entry.split(':') as [string, string | undefined];
  const skipAll = raw.endsWith('!');
  const inf = skipAll ? raw.slice(0, -1) : raw;
  if (!inf.endsWith(conj)) throw new Error(`verbo ${inf} não termina em -${conj}`);
  const stem = inf.slice(0, -2);
  if (skipAll) return [inf];
  const forms = [inf];
  if (conj === 'ar') {
    forms.push(`${stem}o`, `${stem}a`, `${stem}amos`, `${stem}am`, `${stem}ando`);
    if (participleOverride !== '-') forms.push(participleOverride ?? `${stem}ado`);
  } else if (conj === 'er') {
    // Orthographic changes keep the consonant sound in the 1st person: conheço, protejo.
    const first = stem.endsWith('c')
      ? `${stem.slice(0, -1)}ço`
      : stem.endsWith('g')
        ? `${stem.slice(0, -1)}jo`
        : `${stem}o`;
    forms.push(first, `${stem}e`, `${stem}emos`, `${stem}em`, `${stem}endo`);
    if (participleOverride !== '-') forms.push(participleOverride ?? `${stem}ido`);
  } else {
    // After a vowel the i is stressed and written: construímos, construído.
    const afterVowel = VOWEL_END.test(stem);
    forms.push(afterVowel ? `${stem}ímos` : `${stem}imos`, `${stem}indo`);
    if (participleOverride !== '-')
      forms.push(participleOverride ?? (afterVowel ? `${stem}ído` : `${stem}ido`));
  }
  return forms;
}

function words(block: string): string[] {
  return block.split(/\s+/).filter(Boolean);
}

/** Topic domains: each listing category draws most of its nouns from the domains it matches. */
const DOMAINS = ['food', 'home', 'objects', 'services', 'opportunities', 'places'] as const;
export type Domain = (typeof DOMAINS)[number];

export interface Vocabulary {
  /** Every distinct surface form (nouns, adjectives, verbs), deduplicated, in a stable order. */
  all: string[];
  /** Nouns only (singular and plural). */
  nouns: string[];
  adjectives: string[];
  verbs: string[];
  /** Nouns by topic domain (a noun may sit in more than one). */
  domains: Record<Domain, string[]>;
}

let cached: Vocabulary | undefined;

/** Builds (once) the inflected vocabulary. */
export function buildVocabulary(): Vocabulary {
  if (cached) return cached;
  const blocks: Record<Domain, string> = {
    food: NOUNS_FOOD,
    home: NOUNS_HOME,
    objects: NOUNS_OBJECTS,
    services: NOUNS_SERVICES,
    opportunities: NOUNS_OPPORTUNITIES,
    places: NOUNS_PLACES,
  };
  const domains = Object.fromEntries(
    DOMAINS.map((d) => [d, unique(words(blocks[d]).flatMap(nounForms))]),
  ) as Record<Domain, string[]>;
  const nouns = unique(DOMAINS.flatMap((d) => domains[d]));
  const adjectives = unique(words(ADJECTIVES).flatMap(adjectiveForms));
  const verbs = unique([
    ...words(VERBS_AR).flatMap((v) => verbForms(v, 'ar')),
    ...words(VERBS_ER).flatMap((v) => verbForms(v, 'er')),
    ...words(VERBS_IR).flatMap((v) => verbForms(v, 'ir')),
  ]);
  // Hyphenated compounds are split by the text-search parser into parts; they stay (real
  // usage) and count once here.
  const all = unique([...nouns, ...adjectives, ...verbs]);
  cached = { all, nouns, adjectives, verbs, domains };
  return cached;
}

/**
 * The domains a category belongs to, from words in its "category subcategory" text; falls
 * back to the listing type (1 opportunities, 2 objects, 3 services, 4 places and home).
 */
export function domainsFor(categoryText: string, type: 1 | 2 | 3 | 4): Domain[] {
  const t = categoryText.toLowerCase();
  const found: Domain[] = [];
  if (
    /aliment|bebida|bolo|doce|marmita|salgad|lanche|pão|pães|natural|hortifr|orgân|buffet|bufê|gourmet|churrasq/.test(
      t,
    )
  )
    found.push('food');
  if (
    /reforma|reparo|eletric|encanad|pintor|pedreiro|marido|montagem|limpeza|diarista|passadeira|organiz|sofá|estofad|conserto|manuten|chaveiro|condicionado|decora|móve|ferrament|jardin|cama, mesa|utensílio/.test(
      t,
    )
  )
    found.push('home');
  if (
    /moda|roupa|calçad|bijut|eletrôn|celular|notebook|comput|game|áudio|eletrodom|geladeira|máquina|fogõ|fogão|forno|brinquedo|carrinho|berço|bicicleta|fitness|camping|patins|cosmét|perfume|maquiagem|sabonete|ração|petisco|acessório|crochê|cesta|vela|personaliz|equipamento|mesas e cadeiras|armário/.test(
      t,
    )
  )
    found.push('objects');
  if (
    /aula|curso|saúde|fisioterap|nutri|psicolog|yoga|pilates|personal|pet|tosa|passeador|adestr|tecnolog|informát|rede|site|cuidad|babá|idoso|recreação|evento|festa|fotograf|transporte|mudança|frete|carreto|motorista|costura|estética|cabele|manicure|sobrancelha|depilação|massagem|beleza/.test(
      t,
    )
  )
    found.push('services');
  if (
    /emprego|vaga de|vagas de|trabalho|estágio|aprendiz|freelance|parceria|negócio|sócio|revenda|representação|ponto comercial|bolsa|voluntar|campanha|ações sociais|achados|perdid|carona|grupo|comunidade|compras coletivas|clube|oficina|palestra/.test(
      t,
    )
  )
    found.push('opportunities');
  if (
    /espaço|salão|garagem|vaga coberta|vaga descoberta|vaga para moto|venda de vaga|armazen|depósito|guarda|quadra|piscina|academia|imóve|apartamento|quarto|kitnet|studio|coworking|sala de|estúdio|consultório|lavanderia|mercadinho|bicicletário|brinquedoteca|hospedagem|creche|pet place/.test(
      t,
    )
  )
    found.push('places');
  if (found.length > 0) return found;
  return type === 1
    ? ['opportunities']
    : type === 2
      ? ['objects']
      : type === 3
        ? ['services']
        : ['places', 'home'];
}

function unique(list: string[]): string[] {
  return [...new Set(list.map((w) => w.toLowerCase()))];
}

/** Model-code token ("mod12345"): rare terms whose posting lists are a few hundred rows. */
export function modelCode(n: number): string {
  return `mod${String(10000 + n)}`;
}
