import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { contractResolver, useErrorsClearedOnEdit } from '../../components/forms/form-model.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { fieldErrorsFrom } from '../../lib/field-errors.ts';
import { saveErrorMessage, saveProfile } from './profile-api.ts';
import {
  FIELD_OF,
  firstErrorField,
  SAVED_MESSAGE_MS,
  SETTINGS_MESSAGES as M,
  toUpdateRequest,
  validateSettings,
  valuesFromProfile,
  type ProfileData,
  type SettingsField,
  type SettingsValues,
} from './profile-form.ts';
import { AddressSection } from './settings-address.tsx';
import { AccountSection, DetailsSection, NoticesSection, SocialSection } from './settings-sections.tsx';

/**
 * The profile form of /painel/configuracoes (spec 2 §2 "Settings", §3 User, §5, §8): account
 * type, document and e-mail read-only; name, WhatsApp, links, "Mostrar nos anúncios"; the
 * address with the CEP look-up and the condominium search, whose choice locks the address but
 * complemento (then required). Checked on submit with the page's rules and the API's schema;
 * save: PATCH (PUT fallback), "Salvo!" for 2 s.
 */
export function SettingsForm({ profile, onSaved }: { profile: ProfileData; onSaved: () => void }) {
  const [resolver] = useState(() =>
    contractResolver<SettingsValues, SettingsField>({
      loadSchema: async () =>
        (await import('#shared/contracts/profile.contract.ts')).ProfileUpdateRequestSchema,
      toBody: (values) => toUpdateRequest(profile.codigoUSUARIO, values),
      fieldOf: FIELD_OF,
      check: validateSettings,
    }),
  );
  const form = useForm<SettingsValues>({
    defaultValues: valuesFromProfile(profile),
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, reset, setError, watch, clearErrors } = form;
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [saveError, setSaveError] = useState<string>();
  // The condominium's name as shown in its search: saving replaces it with the server's.
  const [condominiumText, setCondominiumText] = useState(profile.nomeCondominioUSUARIO?.trim() ?? '');
  const errorRef = useRef<HTMLDivElement>(null);
  useErrorsClearedOnEdit(watch, clearErrors);

  useEffect(() => {
    if (saveState !== 'saved') return;
    const timer = setTimeout(() => setSaveState('idle'), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saveState]);

  async function save(values: SettingsValues) {
    setSaveState('saving');
    try {
      const saved = await saveProfile(createApiClient(), toUpdateRequest(profile.codigoUSUARIO, values));
      reset(valuesFromProfile(saved.usuario));
      setCondominiumText(saved.usuario.nomeCondominioUSUARIO ?? '');
      setSaveState('saved');
      onSaved();
    } catch (error) {
      setSaveState('idle');
      // The server's field errors go under their fields (the first, in the page's order, takes
      // the focus); the message goes above the button, and takes the focus when no field does.
      const fromServer = fieldErrorsFrom(error, FIELD_OF);
      const first = firstErrorField(fromServer);
      for (const [field, message] of Object.entries(fromServer)) {
        setError(
          field as keyof typeof fromServer,
          { type: 'server', message },
          { shouldFocus: field === first },
        );
      }
      setSaveError(saveErrorMessage(error));
      if (!first) requestAnimationFrame(() => errorRef.current?.focus());
    }
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          setSaveError(undefined);
          void handleSubmit(save)(event);
        }}
        className="space-y-6"
      >
        <Alert tone="info" title="Atenção">
          {M.divergenceWarning}
        </Alert>
        <AccountSection profile={profile} />
        <DetailsSection />
        <SocialSection />
        <AddressSection condominiumText={condominiumText} onCondominiumTextChange={setCondominiumText} />
        <NoticesSection />

        {saveError ? <Alert ref={errorRef} tone="error" title={saveError} /> : null}
        <div className="flex flex-wrap items-center justify-end gap-4">
          <p role="status" className="flex items-center gap-1.5 font-semibold text-emerald-700">
            {saveState === 'saved' ? (
              <>
                <CircleCheck aria-hidden="true" className="size-5" />
                {M.saved}
              </>
            ) : null}
          </p>
          <Button
            type="submit"
            className="w-full sm:w-auto"
            isLoading={saveState === 'saving'}
            loadingText="Salvando..."
          >
            Salvar
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
