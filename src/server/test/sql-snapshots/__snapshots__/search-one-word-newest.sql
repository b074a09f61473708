with a as materialized (
              select numnode(t)::int as n, t::text as txt from websearch_to_tsquery('public.pt_unaccent', $1) t),
            -- Each lexeme of the query's text form ('quoted', '' inside) with its negation mark.
            l as materialized (
              select m[1] = '!' as negado, replace(m[2], '''''', '''') as lexema
                from a, regexp_matches(a.txt, '(!?)''((?:[^'']|'''')*)''', 'g') as m),
            -- The one word searched and the words excluded, when the query is only "w & !x & !y"
            -- (a lone lexeme, the common case, without the regular expressions).
            w as materialized (
              select case when a.n = 1 then replace(substr(a.txt, 2, length(a.txt) - 2), '''''', '''')
                          else (select min(l.lexema) from l where not l.negado) end as termo,
                     case when a.n = 1 then '{}'::text[] else array(select l.lexema from l where l.negado) end as sem
                from a
               where a.n = 1
                  or (a.txt ~ '^!?''(?:[^'']|'''')*''( & !?''(?:[^'']|'''')*'')*$'
                      and (select count(*) from l where not l.negado) = 1)),
            -- The page, read once though the cards read it too.
            p as materialized (select array(select u.anuncio from ((select t.anuncio, t.publicado_em from anuncio_termos t where t.termo = (select w.termo from w) and ((select cardinality(w.sem) = 0 from w) or not exists (select 1 from anuncio_termos x where x.termo = any((select w.sem from w)::text[]) and x.anuncio = t.anuncio offset 0)) and t.peso = $2
                 order by t.publicado_em desc nulls last, t.anuncio desc nulls last limit 12) union all (select t.anuncio, t.publicado_em from anuncio_termos t where t.termo = (select w.termo from w) and ((select cardinality(w.sem) = 0 from w) or not exists (select 1 from anuncio_termos x where x.termo = any((select w.sem from w)::text[]) and x.anuncio = t.anuncio offset 0)) and t.peso = $3
                 order by t.publicado_em desc nulls last, t.anuncio desc nulls last limit 12) union all (select t.anuncio, t.publicado_em from anuncio_termos t where t.termo = (select w.termo from w) and ((select cardinality(w.sem) = 0 from w) or not exists (select 1 from anuncio_termos x where x.termo = any((select w.sem from w)::text[]) and x.anuncio = t.anuncio offset 0)) and t.peso = $4
                 order by t.publicado_em desc nulls last, t.anuncio desc nulls last limit 12)) u order by u.publicado_em desc nulls last, u.anuncio desc nulls last limit 12 offset 0) as codes)
            select a.n, a.txt like '%<%>%' as phrase, a.txt, exists (select 1 from w) as postings,
                   (select count(*)::int from (select 1 from anuncio_termos t where t.termo = (select w.termo from w) and ((select cardinality(w.sem) = 0 from w) or not exists (select 1 from anuncio_termos x where x.termo = any((select w.sem from w)::text[]) and x.anuncio = t.anuncio offset 0))
                      limit 1001) c) as counted, p.codes, (select '[' || coalesce(string_agg(c.cartao, ',' order by o.n), '') || ']'
        from unnest(p.codes) with ordinality o(codigo, n)
        join anuncio_cartoes c on c.anuncio = o.codigo) as cards
              from a, p;
