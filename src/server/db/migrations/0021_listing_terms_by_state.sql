-- One word within one state (ADR 006): the postings in the order searches read them, state first,
-- so a word in a state is one index range by relevance or newest first, and its capped count
-- reads that state's postings only. At 1M listings (31M postings) it took 1 min 42 s and 1.5 GB.
CREATE INDEX "anuncio_termos_uf_ordem_idx" ON "anuncio_termos" USING btree ("termo","uf","peso" DESC NULLS LAST,"publicado_em" DESC NULLS LAST,"anuncio" DESC NULLS LAST,"tipo") WITH (fillfactor=90);