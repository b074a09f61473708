/** The labels and the page of "Minhas Imagens"; the check of picked files is lib/photo-files.ts. */

/** 1536 -> "1,5 KB"; 2_500_000 -> "2,4 MB" (pt-BR decimals). */
export function formatBytes(bytes: number): string {
  const format = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} KB`;
  return `${format(bytes / (1024 * 1024))} MB`;
}

/** "Em uso em 1 anúncio" / "Em uso em 3 anúncios", or null when unused. */
export function inUseLabel(count: number): string | null {
  if (count <= 0) return null;
  return `Em uso em ${count} ${count === 1 ? 'anúncio' : 'anúncios'}`;
}

/** The library's page from `?pagina=` (1 when absent or not a positive number). */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('pagina'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}
