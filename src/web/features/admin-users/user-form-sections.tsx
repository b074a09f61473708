import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { USER_LEVEL_CHOICES } from '#shared/contracts/admin-users.constants.ts';
import type { CepAnswer, Profile } from '#shared/contracts/profile.contract.ts';
import { maskPhone, onlyDigits } from '#shared/lib/masks.ts';
import { AddressFields } from '../../components/forms/address-fields.tsx';
import { CheckboxField } from '../../components/forms/checkbox-field.tsx';
import { registered, setFields } from '../../components/forms/form-model.ts';
import { PasswordField } from '../../components/forms/password-field.tsx';
import { SelectField } from '../../components/forms/select-field.tsx';
import { TextField, type TextFieldProps } from '../../components/forms/text-field.tsx';
import { withMask } from '../../components/forms/with-mask.ts';
import {
  maskDocumentInput,
  withCepAnswer,
  type UserFormField,
  type UserFormValues,
} from './user-form-values.ts';

/* The admin's user form's sections, each reading the form from its FormProvider (user-form.tsx). */

/** Each field's id (the first error's focus finds it). */
const fieldId = (field: UserFormField | 'ativo') => `usuario-${field}`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Code (edit), name, e-mail, password, document and WhatsApp. */
export function AccountSection({ profile }: { profile?: Profile }) {
  const form = useFormContext<UserFormValues>();
  const { errors } = form.formState;
  const text = (field: UserFormField, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      id={fieldId(field)}
      label={label}
      error={errors[field]?.message}
      {...registered(form, field)}
      {...extra}
    />
  );
  return (
    <Section id="usuario-conta" title="Conta">
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {profile ? (
          <TextField
            className="sm:col-span-2 sm:max-w-48"
            label="Código"
            value={String(profile.codigoUSUARIO)}
            readOnly
            leading={<Lock aria-hidden="true" className="size-4" />}
          />
        ) : null}
        {text('nome', 'Nome', { autoComplete: 'off', maxLength: 150 })}
        {text('sobrenome', 'Sobrenome', { autoComplete: 'off', maxLength: 150 })}
        {text('email', 'Email', {
          type: 'email',
          autoComplete: 'off',
          autoCapitalize: 'none',
          spellCheck: false,
          maxLength: 254,
          required: true,
        })}
        <PasswordField
          id={fieldId('senha')}
          label="Senha"
          autoComplete="new-password"
          error={errors.senha?.message}
          required={!profile}
          hint={
            profile
              ? 'Deixe em branco para manter a senha atual. Uma nova senha encerra as sessões do usuário.'
              : 'De 8 a 128 caracteres.'
          }
          {...registered(form, 'senha')}
        />
        {text('documento', 'Documento', {
          inputMode: 'numeric',
          autoComplete: 'off',
          placeholder: 'CPF ou CNPJ',
          hint: 'CPF para pessoa física, CNPJ para empresa.',
          required: true,
          ...withMask(registered(form, 'documento'), maskDocumentInput),
        })}
        {text('whatsapp', 'WhatsApp', {
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: 'off',
          placeholder: '(11) 98765-4321',
          ...withMask(registered(form, 'whatsapp'), maskPhone),
        })}
      </div>
    </Section>
  );
}

/**
 * The user's address and DDD. A chosen condominium gives the address (the profile's rule): the
 * admin sees it, not edits it, but for the complement.
 */
export function UserAddressSection({ profile }: { profile?: Profile }) {
  const form = useFormContext<UserFormValues>();
  const { getValues, setValue } = form;
  const condominium = profile?.condominioUSUARIO ? profile.nomeCondominioUSUARIO : null;
  return (
    <Section id="usuario-endereco" title="Endereço">
      {condominium !== null ? (
        <p className="mt-1 text-[15px] text-slate-600">
          O usuário escolheu o condomínio {condominium}: o endereço é o do condomínio; só o complemento muda
          aqui.
        </p>
      ) : null}
      <AddressFields
        idPrefix="usuario"
        isLocked={condominium !== null}
        isBrowserFilled={false}
        searchLabel="Buscar no ViaCEP"
        foundMessage="Endereço preenchido pelo CEP. Confira os dados."
        complementLabel="Complemento"
        retriesOnBlur
        fill={(answer: CepAnswer) => setFields(setValue, withCepAnswer(getValues(), answer))}
      >
        <TextField
          id={fieldId('ddd')}
          className="sm:col-span-1"
          label="DDD"
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          error={form.formState.errors.ddd?.message}
          {...withMask(registered(form, 'ddd'), (value) => onlyDigits(value).slice(0, 2))}
        />
      </AddressFields>
    </Section>
  );
}

/** Level, active and whether the ads show the user's contact. */
export function AccessSection() {
  const form = useFormContext<UserFormValues>();
  const { errors } = form.formState;
  return (
    <Section id="usuario-acesso" title="Acesso">
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField
          id={fieldId('nivel')}
          label="Nível"
          error={errors.nivel?.message}
          {...registered(form, 'nivel')}
        >
          {USER_LEVEL_CHOICES.map((choice) => (
            <option key={choice.nivel} value={String(choice.nivel)}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-5 space-y-4">
        <CheckboxField id={fieldId('ativo')} error={errors.ativo?.message} {...registered(form, 'ativo')}>
          <span className="font-medium text-slate-900">Ativo</span>
          <span className="block text-sm text-slate-600">
            Desmarcado, o usuário fica bloqueado: não entra mais, as sessões abertas terminam e os anúncios
            publicados saem do site até ele ser ativado de novo.
          </span>
        </CheckboxField>
        <CheckboxField {...registered(form, 'mostrarNoAnuncio')}>
          <span className="font-medium text-slate-900">Mostrar nos anúncios</span>
          <span className="block text-sm text-slate-600">
            Desmarcado, os anúncios do usuário não mostram o WhatsApp, o endereço nem o mapa.
          </span>
        </CheckboxField>
      </div>
    </Section>
  );
}
