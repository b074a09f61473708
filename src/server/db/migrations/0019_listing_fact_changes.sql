-- The in-memory match index also filters by city, category and subcategory (ADR 006 stage 6):
-- a published listing whose city, category or subcategory changes without a change of its
-- postings is logged too (no lexemes left behind: it keeps the same ones).
CREATE FUNCTION public.registrar_fatos_do_anuncio() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO anuncio_termos_alteracoes (anuncio) VALUES (NEW.codigo);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER anuncio_fatos_alteracao AFTER UPDATE ON anuncios
  FOR EACH ROW WHEN (NEW.status = 'publicado' AND (OLD.cidade IS DISTINCT FROM NEW.cidade
    OR OLD.categoria IS DISTINCT FROM NEW.categoria OR OLD.subcategoria IS DISTINCT FROM NEW.subcategoria))
  EXECUTE FUNCTION public.registrar_fatos_do_anuncio();
