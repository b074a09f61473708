import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { PROFILE_MESSAGES as M } from '#shared/contracts/profile.constants.ts';
import { cepDigits, maskCep } from '../../components/forms/cep-lookup.ts';
import { TextAreaField } from '../../components/forms/text-area-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalCloseButton, ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom } from '../../lib/form-errors.ts';
import { suggestCondominium } from './profile-api.ts';

interface Draft {
  nome: string;
  cep: string;
  logradouro: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
  observacao: string;
}

/**
 * "Não encontrou seu condomínio?" (spec 2 §2 "Settings"): the spec's modal only showed a success
 * message; here POST /api/condominios/sugestoes records it for the admins. It starts with the
 * name typed in the search and the address of the form.
 */
export function CondominiumSuggestionDialog({
  isOpen,
  onClose,
  initial,
}: {
  isOpen: boolean;
  onClose: () => void;
  initial: Partial<Draft>;
}) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onClose}
      className="fixed top-1/2 left-1/2 max-h-[90vh] w-[min(94vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6"
    >
      {/* Mounted only while open: each opening starts from the form's current values. */}
      <SuggestionForm initial={initial} onClose={onClose} />
    </ModalDialog>
  );
}

function SuggestionForm({ initial, onClose }: { initial: Partial<Draft>; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>({
    nome: initial.nome ?? '',
    cep: maskCep(initial.cep ?? ''),
    logradouro: initial.logradouro ?? '',
    numero: initial.numero ?? '',
    bairro: initial.bairro ?? '',
    cidade: initial.cidade ?? '',
    uf: initial.uf ?? '',
    observacao: '',
  });
  const [nameError, setNameError] = useState<string>();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string>();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft.nome.trim() === '') {
      setNameError(M.suggestionNameRequired);
      return;
    }
    setNameError(undefined);
    setError(undefined);
    setState('sending');
    try {
      await suggestCondominium(createApiClient(), {
        nome: draft.nome.trim(),
        cep: cepDigits(draft.cep) || null,
        logradouro: draft.logradouro,
        numero: draft.numero,
        bairro: draft.bairro,
        cidade: draft.cidade,
        uf: draft.uf || null,
        observacao: draft.observacao,
      });
      setState('sent');
    } catch (failure) {
      setError(
        formErrorFrom(failure, {
          failed: 'Não foi possível enviar a sugestão.',
          network: 'Não foi possível enviar a sugestão.',
        }).message,
      );
      setState('idle');
    }
  }

  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <Dialog.Title className="text-lg font-semibold text-slate-900">Sugerir um condomínio</Dialog.Title>
        <ModalCloseButton className="-mt-2 -mr-2" />
      </div>
      {state === 'sent' ? (
        <div className="mt-4 space-y-4">
          <Alert tone="success" title={M.suggestionSent} />
          <div className="flex justify-end">
            <Button onClick={onClose}>Fechar</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-4">
          <p className="text-[15px] text-slate-600">
            Conte qual é o seu condomínio: nossa equipe confere os dados e o cadastra.
          </p>
          <TextField
            label="Nome do condomínio"
            value={draft.nome}
            error={nameError}
            maxLength={200}
            onChange={(e) => set({ nome: e.target.value })}
          />
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <TextField
              label="CEP (opcional)"
              inputMode="numeric"
              value={draft.cep}
              onChange={(e) => set({ cep: maskCep(e.target.value) })}
            />
            <TextField
              label="Rua (opcional)"
              value={draft.logradouro}
              onChange={(e) => set({ logradouro: e.target.value })}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Número (opcional)"
              value={draft.numero}
              onChange={(e) => set({ numero: e.target.value })}
            />
            <TextField
              label="Bairro (opcional)"
              value={draft.bairro}
              onChange={(e) => set({ bairro: e.target.value })}
            />
            <TextField
              label="Cidade (opcional)"
              value={draft.cidade}
              onChange={(e) => set({ cidade: e.target.value })}
            />
          </div>
          <TextAreaField
            label="Observação (opcional)"
            rows={3}
            maxLength={1000}
            value={draft.observacao}
            onChange={(e) => set({ observacao: e.target.value })}
          />
          {error ? <Alert tone="error" title={error} /> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" isLoading={state === 'sending'} loadingText="Enviando...">
              Enviar sugestão
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
