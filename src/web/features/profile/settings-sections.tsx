import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { MESSAGE_LIMITS } from '#shared/contracts/messages.constants.ts';
import { maskCnpj, maskCpf, maskPhone } from '#shared/lib/masks.ts';
import { CheckboxField } from '../../components/forms/checkbox-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { withMask } from '../../components/forms/with-mask.ts';
import { registered } from '../../components/forms/form-model.ts';
import { EmailChange } from './email-change-dialog.tsx';
import { SOCIAL_FIELDS, type ProfileData, type SettingsField, type SettingsValues } from './profile-form.ts';

/*
 * The settings form's sections but the address (settings-address.tsx), each reading the form
 * from its FormProvider (settings-form.tsx).
 */

const sectionClass = 'rounded-xl border border-slate-200 bg-white p-5 sm:p-6';
const sectionTitleClass = 'text-lg font-semibold text-slate-900';

/** Each field's id (the tests and the first error's focus find it). */
const fieldId = (field: SettingsField) => `configuracoes-${field}`;

/** A titled card of the form; `intro` is a line under the title. */
export function SettingsSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className={sectionTitleClass}>
        {title}
      </h2>
      {intro}
      {children}
    </section>
  );
}

const lock = <Lock aria-hidden="true" className="size-4" />;

/**
 * Account type, document and e-mail: shown, not edited in the form. The e-mail changes through
 * "Alterar e-mail" (its own modal and link, issue 36 item 4).
 */
export function AccountSection({ profile }: { profile: ProfileData }) {
  const isPerson = profile.pessoa === 'pf';
  return (
    <SettingsSection id="conta-titulo" title="Conta">
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Tipo de conta"
          value={isPerson ? 'Pessoa física (CPF)' : 'Pessoa jurídica (CNPJ)'}
          readOnly
          leading={lock}
        />
        <TextField
          label={isPerson ? 'CPF' : 'CNPJ'}
          value={isPerson ? maskCpf(profile.documentoUSUARIO) : maskCnpj(profile.documentoUSUARIO)}
          readOnly
          leading={lock}
        />
        <TextField
          className="sm:col-span-2"
          label="E-mail"
          type="email"
          value={profile.emailUSUARIO}
          readOnly
          leading={lock}
          hint="Para trocar, use Alterar e-mail: enviamos um link de confirmação ao novo endereço. Tipo de conta e documento não mudam por aqui."
        />
        <EmailChange currentEmail={profile.emailUSUARIO} />
      </div>
    </SettingsSection>
  );
}

/** Name, surname, WhatsApp and whether the ads show them. */
export function DetailsSection() {
  const form = useFormContext<SettingsValues>();
  const { errors } = form.formState;
  return (
    <SettingsSection id="dados-titulo" title="Seus dados">
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          id={fieldId('nome')}
          label="Nome"
          autoComplete="given-name"
          maxLength={150}
          error={errors.nome?.message}
          {...registered(form, 'nome')}
        />
        <TextField
          id={fieldId('sobrenome')}
          label="Sobrenome"
          autoComplete="family-name"
          maxLength={150}
          error={errors.sobrenome?.message}
          {...registered(form, 'sobrenome')}
        />
        <TextField
          id={fieldId('whatsapp')}
          label="WhatsApp com DDD"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="(11) 98765-4321"
          error={errors.whatsapp?.message}
          {...withMask(registered(form, 'whatsapp'), maskPhone)}
        />
      </div>
      <CheckboxField className="mt-5" {...registered(form, 'mostrarNoAnuncio')}>
        <span className="font-medium text-slate-900">Mostrar nos anúncios</span>
        <span className="block text-sm text-slate-600">
          Desmarcado, seus anúncios não mostram seu WhatsApp, seu endereço nem o mapa; o e-mail, o site e as
          redes sociais continuam visíveis para os vizinhos falarem com você.
        </span>
      </CheckboxField>
    </SettingsSection>
  );
}

/** The profile's links: an address or just the user name. */
export function SocialSection() {
  const form = useFormContext<SettingsValues>();
  return (
    <SettingsSection
      id="redes-titulo"
      title="Redes sociais e site"
      intro={
        <p className="mt-1 text-[15px] text-slate-600">
          Opcionais. Informe o endereço completo ou só o nome de usuário.
        </p>
      }
    >
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {SOCIAL_FIELDS.map(({ key, label, placeholder }) => (
          <TextField
            key={key}
            id={fieldId(key)}
            label={label}
            placeholder={placeholder}
            inputMode="url"
            autoComplete={key === 'site' ? 'url' : 'off'}
            maxLength={300}
            error={form.formState.errors[key]?.message}
            {...registered(form, key)}
          />
        ))}
      </div>
    </SettingsSection>
  );
}

/** The e-mails the user may turn on or off: new messages, and the weekly summary of the statistics. */
export function NoticesSection() {
  const form = useFormContext<SettingsValues>();
  return (
    <SettingsSection id="avisos-titulo" title="Avisos por e-mail">
      <CheckboxField id="configuracoes-avisos" className="mt-4" {...registered(form, 'avisosMensagens')}>
        <span className="font-medium text-slate-900">Receber e-mail quando chegar uma mensagem</span>
        <span className="block text-sm text-slate-600">
          No máximo um e-mail a cada {MESSAGE_LIMITS.emailQuietMinutes} minutos por conversa, enquanto a
          mensagem não for lida. As mensagens ficam sempre em Mensagens, no painel.
        </span>
      </CheckboxField>
      <CheckboxField id="configuracoes-resumo" className="mt-4" {...registered(form, 'resumoSemanal')}>
        <span className="font-medium text-slate-900">
          Receber por e-mail um resumo semanal das estatísticas dos meus anúncios
        </span>
        <span className="block text-sm text-slate-600">
          Toda segunda-feira de manhã: visualizações, contatos e favoritos da semana anterior. Só chega se
          algum anúncio seu teve movimento.
        </span>
      </CheckboxField>
    </SettingsSection>
  );
}
