import { sql } from 'drizzle-orm';
import type { ListingDetail, ListingSummary } from '#shared/contracts/listings.contract.ts';
import { SOCIAL_NETWORKS, type SocialNetwork } from '#shared/social-networks.ts';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../lib/sql.ts';

/**
 * The detail of one published listing (GET /api/anuncios/{id}): its stored card, every picture,
 * its hours, rules, map and video, and the advertiser's contact as ADR 008 allows. The search's
 * statements are in listings.repository.ts.
 */

/** Every picture of the listing `a`, in order: the detail shows them all (a card, the first). */
const ALL_IMAGES = sql`(select coalesce(json_agg(json_build_object('url', i.url, 'thumb', i.url_thumb, 'og', i.url_og)
    order by i.ordem, i.codigo), '[]') from anuncio_imagens i where i.anuncio = a.codigo) as imagens`;

const parseJson = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

interface DetailRow {
  /** The listing's stored card (anuncio_cartoes): the detail's fields it shares with a search result. */
  cartao: string;
  imagens: { url: string; thumb: string; og: string | null }[] | string;
  horarios: ListingDetail['horariosANUNCIO'] | string;
  mapa_url: string | null;
  video_url: string | null;
  regras: string[] | string | null;
  u_email: string;
  u_whatsapp: string | null;
  u_ddd: string | null;
  u_site: string | null;
  u_mostrar_endereco: boolean;
  u_cep: string | null;
  u_logradouro: string | null;
  u_ruaenumero: string | null;
  u_complemento: string | null;
  u_bairro: string | null;
  u_cidade: string | null;
  u_uf: string | null;
  u_instagram: string | null;
  u_facebook: string | null;
  u_linkedin: string | null;
  u_tiktok: string | null;
  u_linktree: string | null;
  u_twitter: string | null;
  u_condominio: number | null;
  condominios_info: ListingDetail['condominios'] | string;
}

/**
 * The detail of a listing. What the advertiser's "Mostrar nos anúncios" (`mostrar_endereco`) covers
 * is decided in ADR 008: when it is off, the phone (whatsapp and ddd, also as the WhatsApp network)
 * and the postal address never leave the server, nor the listing's map, which could pinpoint the
 * home; the e-mail, site and other networks stay so a resident can still reach the advertiser.
 */
function toDetail(r: DetailRow, home?: { nome: string; endereco: string }): ListingDetail {
  const isShown = r.u_mostrar_endereco;
  const links: Record<SocialNetwork, string | null> = {
    whatsapp: isShown ? r.u_whatsapp : null,
    instagram: r.u_instagram,
    facebook: r.u_facebook,
    linkedin: r.u_linkedin,
    tiktok: r.u_tiktok,
    site: r.u_site,
    linktree: r.u_linktree,
    twitter: r.u_twitter,
  };
  const redes = Object.fromEntries(SOCIAL_NETWORKS.flatMap((n) => (links[n] ? [[n, links[n]]] : [])));
  const horarios = r.horarios === null ? null : parseJson(r.horarios);
  const regras = r.regras === null ? null : parseJson(r.regras);
  const card = JSON.parse(r.cartao) as ListingSummary;
  const images = parseJson(r.imagens);
  return {
    ...card,
    imagens: images.map((i) => ({ urlIMAGEM: i.url, urlThumbIMAGEM: i.thumb, urlOgIMAGEM: i.og })),
    imagensANUNCIO: images.map((i) => i.url),
    horariosANUNCIO: horarios,
    mapaUrlANUNCIO: isShown ? r.mapa_url : null,
    youtubeUrlANUNCIO: r.video_url,
    regras,
    anunciante: {
      ...card.anunciante,
      contato: {
        email: r.u_email,
        whatsapp: isShown ? r.u_whatsapp : null,
        ddd: isShown ? r.u_ddd : null,
        site: r.u_site,
      },
      mostrarEndereco: isShown,
      // The address leaves the server only when the advertiser allows it (spec 1 §2, LGPD).
      endereco: isShown
        ? {
            cep: r.u_cep,
            logradouro: r.u_logradouro,
            ruaNumero: r.u_ruaenumero,
            complemento: r.u_complemento,
            bairro: r.u_bairro,
            cidade: r.u_cidade,
            uf: r.u_uf,
          }
        : null,
      redes,
      condominio: r.u_condominio === null || !home ? null : { codigo: r.u_condominio, ...home },
    },
    condominios: parseJson(r.condominios_info),
  };
}

export function createListingDetailRepository(db: Db) {
  return {
    /** One published listing with everything the detail page shows. */
    async getPublishedListing(code: number): Promise<ListingDetail | undefined> {
      const [row] = await queryPrepared<DetailRow>(
        db,
        sql`select c.cartao, ${ALL_IMAGES}, a.horarios, a.mapa_url, a.video_url, a.regras,
              u.email as u_email, u.whatsapp as u_whatsapp, u.ddd as u_ddd, u.site as u_site,
              u.mostrar_endereco as u_mostrar_endereco, u.cep as u_cep, u.logradouro as u_logradouro,
              u.ruaenumero as u_ruaenumero, u.complemento as u_complemento, u.bairro as u_bairro,
              u.cidade as u_cidade, u.uf as u_uf, u.instagram as u_instagram, u.facebook as u_facebook,
              u.linkedin as u_linkedin, u.tiktok as u_tiktok, u.linktree as u_linktree, u.twitter as u_twitter,
              u.condominio as u_condominio,
              (select coalesce(json_agg(json_build_object('codigoCONDOMINIO', k.codigo, 'nomeCONDOMINIO', k.nome,
                  'cidade', kc.nome, 'uf', ke.sigla) order by k.nome), '[]')
                 from anuncio_condominios ac join condominios k on k.codigo = ac.condominio
                 join cidades kc on kc.codigo = k.cidade join estados ke on ke.codigo = k.estado
                where ac.anuncio = a.codigo) as condominios_info
            from anuncios a join anuncio_cartoes c on c.anuncio = a.codigo join usuarios u on u.codigo = a.anunciante
            where a.codigo = ${code} and a.status = 'publicado'`,
      );
      if (!row) return undefined;
      // A separate small query: one join of every table spent far longer planning than
      // working (docs/performance-log.md §5.6, §12).
      const [home] =
        row.u_condominio === null
          ? []
          : await queryPrepared<{ nome: string; endereco: string }>(
              db,
              sql`select k.nome, concat_ws(', ', nullif(concat_ws(', ', l.nome, nullif(k.numero, '')), ''), b.nome,
                         c.nome || ' - ' || e.sigla) as endereco
                  from condominios k left join logradouros l on l.codigo = k.logradouro
                  left join bairros b on b.codigo = k.bairro join cidades c on c.codigo = k.cidade
                  join estados e on e.codigo = k.estado
                  where k.codigo = ${row.u_condominio}`,
            );
      return toDetail(row, home);
    },

    /** A sold or ended ad (ADR 023): what its page says, and when it closed; undefined otherwise. */
    async getClosedListing(code: number) {
      const [row] = await queryPrepared<{
        codigo: number;
        titulo: string;
        tipo: number;
        status: 'vendido' | 'encerrado';
        encerrado_em: string | Date | null;
      }>(
        db,
        sql`select codigo, titulo, tipo, status, encerrado_em from anuncios
             where codigo = ${code} and status in ('vendido', 'encerrado')`,
      );
      if (!row) return undefined;
      return {
        codigoANUNCIO: row.codigo,
        tituloANUNCIO: row.titulo,
        tipoANUNCIO: row.tipo,
        desfecho: row.status,
        closedAt: row.encerrado_em === null ? null : new Date(row.encerrado_em),
      };
    },
  };
}
