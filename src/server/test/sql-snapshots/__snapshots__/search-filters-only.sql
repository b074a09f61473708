select count(*)::int as n from (select 1 from anuncios a where a.status = 'publicado' and a.tipo = $1::smallint and a.categoria = $2 limit $3) m;

with a as materialized (select a.codigo, a.publicado_em, a.preco_centavos, a.titulo, null::real as relevancia from anuncios a where a.status = 'publicado' and a.tipo = $1::smallint and a.categoria = $2)
                    select a.codigo from a order by a.publicado_em desc nulls last, a.codigo desc nulls last limit $3 offset $4;

select (select '[' || coalesce(string_agg(c.cartao, ',' order by o.n), '') || ']'
        from unnest($1::int[]) with ordinality o(codigo, n)
        join anuncio_cartoes c on c.anuncio = o.codigo) as cards;
