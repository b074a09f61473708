import { useNavigation, useRevalidator } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { findMedia } from '../../features/media/media-api.ts';
import { pageFrom } from '../../features/media/media-files.ts';
import { MediaLibrary } from '../../features/media/media-library.tsx';
import { isWorthLogging } from '../../features/panel/billing.ts';
import { createApiClient } from '../../lib/api-client.ts';
import type { Route } from './+types/media';

const MEDIA_PATH = '/painel/midias';

/** /painel/midias ("Minhas Imagens"): one page of the advertiser's images (?pagina=). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageFrom(new URL(request.url).searchParams);
  try {
    return { answer: await findMedia(createApiClient({ context, request }), page), error: null };
  } catch (error) {
    if (isWorthLogging(error)) context.app.log.warn({ err: error }, 'minhas imagens: lista indisponível');
    return {
      answer: null,
      error: 'Não foi possível carregar suas imagens agora. Tente de novo em instantes.',
    };
  }
}

export const meta = () => [{ title: 'Minhas Imagens | NC' }, { name: 'robots', content: 'noindex' }];

export default function PanelMedia({ loaderData }: Route.ComponentProps) {
  const { answer, error } = loaderData;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const isLoading = navigation.state === 'loading' && navigation.location.pathname === MEDIA_PATH;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Minhas Imagens</h1>
        <p className="mt-1 text-lg text-slate-600">
          Suas fotos guardadas no NC, prontas para usar nos seus anúncios.
        </p>
      </div>
      {answer ? (
        <MediaLibrary
          answer={answer}
          isLoading={isLoading}
          onChanged={() => void revalidator.revalidate()}
          pageHref={(page) => (page > 1 ? `${MEDIA_PATH}?pagina=${page}` : MEDIA_PATH)}
        />
      ) : (
        <Alert tone="error" title={error} />
      )}
    </div>
  );
}
