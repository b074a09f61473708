import { Heart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { paths } from '#shared/paths.ts';
import { Alert } from '../../components/ui/alert.tsx';
import {
  FAVORITES_LOAD_FAILED,
  removeFavorite,
  useFavorites,
  useFavoritesSource,
} from '../../lib/favorites-store.ts';

const WHERE_KEPT = {
  device: 'Os anúncios que você marcou com o coração ficam guardados neste aparelho.',
  account: 'Os anúncios que você marcou com o coração ficam guardados na sua conta e neste aparelho.',
};

/**
 * /favoritos (spec 1 §2): 'Meus Favoritos' from this browser's storage, each with a remove
 * button. The list follows changes made in other tabs. Logged in, the account's
 * favourites join them once they arrive (a loading line until then).
 */
export function FavoritesPage() {
  const favorites = useFavorites();
  const source = useFavoritesSource();
  const isLoading = source === 'loading';
  return (
    <div className="page-container pt-6 sm:pt-10">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Meus Favoritos</h1>
      <p className="mt-1 text-slate-600">{WHERE_KEPT[source === 'device' ? 'device' : 'account']}</p>
      {source === 'failed' ? (
        <Alert tone="error" className="mt-6">
          {FAVORITES_LOAD_FAILED}
        </Alert>
      ) : null}
      <div className="mt-8" aria-live="polite" aria-busy={isLoading}>
        {isLoading && favorites.length === 0 ? (
          <p role="status" className="text-slate-600">
            Carregando...
          </p>
        ) : favorites.length === 0 ? (
          <EmptyState
            icon={Heart}
            message="Nenhum favorito encontrado."
            action={
              <Link
                to={paths.listings.getHref()}
                className="font-semibold text-teal-700 underline-offset-4 hover:underline"
              >
                Ver anúncios
              </Link>
            }
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="favorites-list">
            {favorites.map((favorite) => (
              <li
                key={favorite.codigo ?? favorite.id}
                className="flex gap-4 rounded-xl border border-slate-200 bg-white p-3"
              >
                {favorite.imagem ? (
                  <img
                    src={favorite.imagem}
                    alt=""
                    width={120}
                    height={51}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[421/179] w-28 shrink-0 rounded-lg object-cover"
                  />
                ) : (
                  <div className="grid aspect-[421/179] w-28 shrink-0 place-items-center rounded-lg bg-slate-100">
                    <Heart aria-hidden="true" className="size-6 text-slate-400" />
                  </div>
                )}
                <div className="flex min-w-0 flex-1 flex-col">
                  <h2 className="line-clamp-2 font-semibold text-slate-900">
                    {favorite.href ? (
                      <Link to={favorite.href} className="hover:text-teal-800 hover:underline">
                        {favorite.titulo}
                      </Link>
                    ) : (
                      favorite.titulo
                    )}
                  </h2>
                  {favorite.descricao ? (
                    <p className="mt-1 line-clamp-2 text-sm text-slate-600">{favorite.descricao}</p>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => removeFavorite(favorite)}
                    className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remover<span className="sr-only"> {favorite.titulo} dos favoritos</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
