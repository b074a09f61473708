import { useRevalidator } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { getDataExports } from '../../features/account-data/account-data-api.ts';
import { DeleteAccountSection } from '../../features/account-data/delete-account-section.tsx';
import { MyDataSection } from '../../features/account-data/my-data-section.tsx';
import { findSessionUser } from '../../features/accounts/session.server.ts';
import { isWorthLogging } from '../../features/panel/billing.ts';
import { getProfile } from '../../features/profile/profile-api.ts';
import { SETTINGS_MESSAGES } from '../../features/profile/profile-form.ts';
import { SettingsForm } from '../../features/profile/settings-form.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import type { Route } from './+types/settings';

/**
 * /painel/configuracoes (spec 2 §2 "Settings"): the own profile, read from GET
 * /api/usuarios/{codigo}; then "Meus dados" and "Excluir minha conta" (issue 36). The layout's loader has already sent a visitor to /entrar; a session
 * that ended in between, or a failed read, shows its message instead of the form.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await findSessionUser(context, request);
  if (!user) return { profile: null, error: SETTINGS_MESSAGES.sessionExpired, dataExports: null };
  const api = createApiClient({ context, request });
  // "Meus dados" (issue 36): its status beside the profile; a failure shows in its own section.
  const dataExports = getDataExports(api).catch((error: unknown) => {
    if (isWorthLogging(error)) context.app.log.warn({ err: error }, 'configurações: meus dados indisponível');
    return null;
  });
  try {
    return { profile: await getProfile(api, user.codigo), error: null, dataExports: await dataExports };
  } catch (error) {
    if (isWorthLogging(error)) context.app.log.warn({ err: error }, 'configurações: perfil indisponível');
    return {
      profile: null,
      error: 'Não foi possível carregar seus dados agora. Tente de novo em instantes.',
      dataExports: null,
    };
  }
}

export const meta = () => [{ title: 'Configurações | NC' }, { name: 'robots', content: 'noindex' }];

export default function PanelSettings({ loaderData }: Route.ComponentProps) {
  const { profile, error, dataExports } = loaderData;
  const revalidator = useRevalidator();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Configurações</h1>
        <p className="mt-1 text-lg text-slate-600">
          Seus dados de contato e endereço, usados nos seus anúncios.
        </p>
      </div>
      {profile ? (
        // After a save the layout's loader runs again: the completeness modal follows the new data.
        <>
          <SettingsForm profile={profile} onSaved={() => void revalidator.revalidate()} />
          <MyDataSection initial={dataExports} />
          <DeleteAccountSection />
        </>
      ) : (
        <Alert tone="error" title={error} />
      )}
    </div>
  );
}
