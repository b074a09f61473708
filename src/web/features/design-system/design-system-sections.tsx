import { Dialog } from 'radix-ui';
import { BellRing, Pencil, Star, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LISTING_TYPE_CODES } from '#shared/constants.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { CheckboxField } from '../../components/forms/checkbox-field.tsx';
import { Combobox, type ComboboxOption } from '../../components/forms/combobox.tsx';
import { EmailField } from '../../components/forms/email-field.tsx';
import { PasswordField } from '../../components/forms/password-field.tsx';
import { SelectField } from '../../components/forms/select-field.tsx';
import { TextAreaField } from '../../components/forms/text-area-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { ListingCard } from '../../components/listing-card.tsx';
import { ListingTypeBadge } from '../../components/listing-type-badge.tsx';
import { LISTING_TYPE_STYLES } from '../../components/listing-type-style.ts';
import { Pagination } from '../../components/search/pagination.tsx';
import { Alert, LoadFailedAlert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ModalCloseButton, ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { RowAction, RowActionLink } from '../../components/ui/row-action.tsx';
import type { ListingCardData } from '../../lib/listing-cards.ts';
import { SWATCH_CLASSES, THEME_TOKENS } from './theme-tokens.ts';

/** The page's sections, in order: the table of contents and the e2e test walk this list. */
export const DESIGN_SYSTEM_SECTIONS = [
  { id: 'cores', title: 'Cores' },
  { id: 'tipografia', title: 'Tipografia' },
  { id: 'botoes', title: 'Botões' },
  { id: 'campos', title: 'Campos de formulário' },
  { id: 'cartoes', title: 'Cartões' },
  { id: 'selos', title: 'Selos' },
  { id: 'alertas', title: 'Alertas' },
  { id: 'dialogos', title: 'Diálogos' },
] as const;

type SectionId = (typeof DESIGN_SYSTEM_SECTIONS)[number]['id'];

const code = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-800';
const subheading = 'text-lg font-semibold text-slate-900';

/** Where the source of what a section shows lives, relative to src/web/. */
function Source({ files }: { files: string[] }) {
  return (
    <p className="mt-1 text-sm text-slate-600">
      Código:{' '}
      {files.map((file, i) => (
        <span key={file}>
          {i > 0 ? ', ' : null}
          <code className={code}>{file}</code>
        </span>
      ))}
    </p>
  );
}

/** One section of the page: its h2 (the anchor of the table of contents), the source files, the examples. */
function DesignSystemSection({
  id,
  files,
  children,
}: {
  id: SectionId;
  files: string[];
  children: ReactNode;
}) {
  const title = DESIGN_SYSTEM_SECTIONS.find((s) => s.id === id)!.title;
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="scroll-mt-6 border-t border-slate-200 pt-10">
      <h2 id={`${id}-titulo`} className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      <Source files={files} />
      <div className="mt-6 space-y-8">{children}</div>
    </section>
  );
}

/** A labelled group of examples inside a section. */
export function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className={subheading}>{title}</h3>
      <div className="mt-3">{children}</div>
    </div>
  );
}

const NEUTRALS = [
  ['slate-50', 'bg-slate-50'],
  ['slate-100', 'bg-slate-100'],
  ['slate-200', 'bg-slate-200'],
  ['slate-300', 'bg-slate-300'],
  ['slate-500', 'bg-slate-500'],
  ['slate-600', 'bg-slate-600'],
  ['slate-700', 'bg-slate-700'],
  ['slate-900', 'bg-slate-900'],
] as const;

const swatchClass = 'h-14 rounded-lg ring-1 ring-slate-900/10 ring-inset';

export function ColoursSection() {
  const colours = THEME_TOKENS.filter((t) => t.name.startsWith('color-'));
  return (
    <DesignSystemSection id="cores" files={['app.css (@theme)', 'components/listing-type-style.ts']}>
      <Example title="Marca">
        <p className="mb-4 text-[15px] text-slate-700">
          As variáveis do bloco <code className={code}>@theme</code> de <code className={code}>app.css</code>,
          lidas do próprio arquivo: mudar uma cor lá muda esta amostra.
        </p>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {colours.map((token) => (
            <li key={token.name} data-token={token.name}>
              <div aria-hidden="true" className={`${swatchClass} ${SWATCH_CLASSES[token.name] ?? ''}`} />
              <p className="mt-2 font-mono text-sm text-slate-900">{`--${token.name}`}</p>
              <p className="text-sm text-slate-700">{token.value}</p>
              {/* The stylesheet's own comment on the token, as written there. */}
              {token.note ? (
                <p className="mt-0.5 font-mono text-xs text-slate-600">{`/* ${token.note} */`}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </Example>
      <Example title="Tipos de anúncio">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {LISTING_TYPE_CODES.map((tipo) => {
            const style = LISTING_TYPE_STYLES[tipo];
            const Icon = style.icon;
            return (
              <li key={tipo} className="overflow-hidden rounded-xl border border-slate-200">
                <p className={`flex items-center gap-2 px-4 py-3 font-semibold ${style.solid}`}>
                  <Icon aria-hidden="true" className="size-5" />
                  {style.name}
                </p>
                <p className={`px-4 py-3 text-sm font-medium ${style.soft}`}>{style.blurb}</p>
              </li>
            );
          })}
        </ul>
      </Example>
      <Example title="Neutros (slate)">
        <ul className="grid grid-cols-4 gap-4 sm:grid-cols-8">
          {NEUTRALS.map(([name, className]) => (
            <li key={name}>
              <div aria-hidden="true" className={`${swatchClass} ${className}`} />
              <p className="mt-2 font-mono text-sm text-slate-700">{name}</p>
            </li>
          ))}
        </ul>
      </Example>
    </DesignSystemSection>
  );
}

const TYPE_SAMPLES = [
  {
    name: 'Título da página (h1)',
    className: 'text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl',
    text: 'Encontre serviços no seu condomínio',
  },
  {
    name: 'Título de seção (h2)',
    className: 'text-2xl font-semibold tracking-tight text-slate-900',
    text: 'Anuncie para seus vizinhos',
  },
  {
    name: 'Título de cartão (h3)',
    className: 'text-base leading-snug font-semibold text-slate-900',
    text: 'Bolo de cenoura com cobertura de chocolate',
  },
  {
    name: 'Texto (16 px, entrelinha 1,5)',
    className: 'text-base text-slate-900',
    text: 'Cada anúncio passa por moderação antes de aparecer, e quem anuncia mostra quem é.',
  },
  {
    name: 'Texto secundário',
    className: 'text-sm text-slate-600',
    text: 'Jardim Paulista, São Paulo - SP',
  },
  {
    name: 'Preço',
    className: 'text-lg font-semibold text-slate-900',
    text: 'R$ 1.234,56',
  },
] as const;

export function TypographySection() {
  const font = THEME_TOKENS.find((t) => t.name === 'font-sans');
  return (
    <DesignSystemSection id="tipografia" files={['app.css (@theme, @layer base)']}>
      <p className="text-[15px] text-slate-700">
        Fonte: <code className={code}>--font-sans</code> = {font?.value ?? 'Inter'}
      </p>
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {TYPE_SAMPLES.map((sample) => (
          <div key={sample.name} className="grid gap-1 px-4 py-4 md:grid-cols-[14rem_1fr] md:gap-6">
            <dt className="text-sm text-slate-600">
              {sample.name}
              <code className="mt-1 block font-mono text-xs break-words text-slate-600">
                {sample.className}
              </code>
            </dt>
            <dd className={sample.className}>{sample.text}</dd>
          </div>
        ))}
        <div className="grid gap-1 px-4 py-4 md:grid-cols-[14rem_1fr] md:gap-6">
          <dt className="text-sm text-slate-600">Link no texto</dt>
          <dd>
            <Link
              to="#tipografia"
              className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
            >
              Saiba como funciona
            </Link>
          </dd>
        </div>
      </dl>
    </DesignSystemSection>
  );
}

export function ButtonsSection() {
  const [isPressed, setIsPressed] = useState(false);
  return (
    <DesignSystemSection
      id="botoes"
      files={['components/ui/button.tsx', 'components/ui/row-action.tsx', 'components/search/pagination.tsx']}
    >
      <Example title="Button: primário, secundário e terciário">
        <div className="flex flex-wrap items-center gap-3">
          <Button>Publicar anúncio</Button>
          <Button variant="secondary">Salvar rascunho</Button>
          <Button variant="tertiary">Cancelar</Button>
        </div>
      </Example>
      <Example title="Desativado e carregando">
        <div className="flex flex-wrap items-center gap-3">
          <Button disabled>Publicar anúncio</Button>
          <Button isLoading loadingText="Enviando...">
            Enviar
          </Button>
          <Button variant="secondary" isLoading loadingText="Salvando...">
            Salvar
          </Button>
        </div>
      </Example>
      <Example title="Link com aparência de botão (buttonClass)">
        <div className="flex flex-wrap items-center gap-3">
          <Link to="#botoes" className={buttonClass('primary')}>
            Ver planos
          </Link>
          <Link to="#botoes" className={buttonClass('secondary')}>
            Voltar
          </Link>
        </div>
      </Example>
      <Example title="Ações de linha (tabelas e listas do painel)">
        <div className="flex flex-wrap items-center gap-1">
          <RowActionLink to="#botoes" icon={Pencil} label="Editar" name="Bolo de cenoura" />
          <RowAction
            icon={Star}
            iconClassName={isPressed ? 'fill-amber-400 text-amber-600' : undefined}
            label="Destaque"
            name="Bolo de cenoura"
            pressed={isPressed}
            onClick={() => setIsPressed((v) => !v)}
          />
          <RowAction icon={Trash2} label="Remover" name="Bolo de cenoura" tone="danger" onClick={() => {}} />
          <RowAction icon={BellRing} label="Avisar" name="Bolo de cenoura" disabled onClick={() => {}} />
        </div>
      </Example>
      <Example title="Paginação">
        <Pagination page={2} totalPages={5} hrefFor={(page) => `?pagina=${page}#botoes`} />
      </Example>
    </DesignSystemSection>
  );
}

const STATES: ComboboxOption<string>[] = [
  { value: 'MG', label: 'Minas Gerais' },
  { value: 'RJ', label: 'Rio de Janeiro' },
  { value: 'RS', label: 'Rio Grande do Sul' },
  { value: 'SP', label: 'São Paulo' },
];

export function FieldsSection() {
  const [state, setState] = useState<ComboboxOption<string> | null>(null);
  return (
    <DesignSystemSection id="campos" files={['components/forms/ (Field e os campos construídos sobre ele)']}>
      <div className="grid gap-6 md:grid-cols-2">
        <TextField label="Título do anúncio" name="titulo" hint="Até 150 caracteres." maxLength={150} />
        <TextField
          label="CEP"
          name="cep"
          inputMode="numeric"
          defaultValue="0100"
          error="CEP inválido. Informe 8 dígitos."
        />
        <EmailField name="email" />
        <PasswordField
          label="Senha"
          name="senha"
          autoComplete="new-password"
          hint="Pelo menos 8 caracteres."
        />
        <SelectField label="Tipo de anúncio" name="tipo" defaultValue="">
          <option value="">Selecione</option>
          {LISTING_TYPE_CODES.map((tipo) => (
            <option key={tipo} value={tipo}>
              {LISTING_TYPE_STYLES[tipo].singular}
            </option>
          ))}
        </SelectField>
        <Combobox
          label="Estado"
          name="estado"
          hint="Digite para filtrar."
          options={STATES}
          selected={state}
          onSelect={setState}
        />
        <TextField label="Código" name="codigo" defaultValue="1234" disabled />
        <TextAreaField label="Descrição" name="descricao" className="md:col-span-2" />
        <CheckboxField name="termos">Li e aceito os termos de uso</CheckboxField>
        <CheckboxField name="privacidade" error="É preciso aceitar a política de privacidade.">
          Li e aceito a política de privacidade
        </CheckboxField>
      </div>
    </DesignSystemSection>
  );
}

/** Example cards; their links and hearts point to nothing real. */
const CARDS: ListingCardData[] = [
  {
    codigo: 1,
    tipo: 2,
    titulo: 'Bolo de cenoura com cobertura de chocolate',
    href: '#cartoes',
    price: 'R$ 45,00',
    place: 'Jardim Paulista, São Paulo - SP',
    image: { src: '/og-nc.jpg', thumb: '/og-nc.jpg' },
  },
  {
    codigo: 2,
    tipo: 3,
    titulo: 'Eletricista: instalações e reparos no seu apartamento',
    href: '#cartoes',
    price: 'A combinar',
    place: 'Savassi, Belo Horizonte - MG',
    image: null,
  },
  {
    codigo: 3,
    tipo: 1,
    titulo: 'Vaga de auxiliar administrativo',
    href: '#cartoes',
    price: 'R$ 2.100,00',
    place: null,
    image: null,
  },
  {
    codigo: 4,
    tipo: 4,
    titulo: 'Salão de festas do bloco B',
    href: '#cartoes',
    price: 'R$ 150,00',
    place: 'Botafogo, Rio de Janeiro - RJ',
    image: null,
  },
];

export function CardsSection() {
  return (
    <DesignSystemSection id="cartoes" files={['components/listing-card.tsx', 'components/empty-state.tsx']}>
      <Example title="ListingCard (com foto e sem foto)">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CARDS.map((listing) => (
            <li key={listing.codigo}>
              <ListingCard listing={listing} showFavorite={listing.codigo === 1} />
            </li>
          ))}
        </ul>
      </Example>
      <Example title="EmptyState">
        <EmptyState
          message="Nenhum produto encontrado."
          action={
            <Link to="#cartoes" className={buttonClass('secondary')}>
              Ver todos os anúncios
            </Link>
          }
        />
      </Example>
    </DesignSystemSection>
  );
}

/** The badges of the listing types; the route adds those of the features (statuses). */
export function BadgesSection({ children }: { children: ReactNode }) {
  return (
    <DesignSystemSection
      id="selos"
      files={[
        'components/listing-type-badge.tsx',
        'features/my-listings/listing-status-badge.tsx',
        'features/panel/invoice-status.tsx',
        'features/tickets/ticket-status.tsx',
      ]}
    >
      <Example title="Tipo de anúncio">
        <div className="flex flex-wrap gap-2">
          {LISTING_TYPE_CODES.map((tipo) => (
            <ListingTypeBadge key={tipo} tipo={tipo} />
          ))}
        </div>
      </Example>
      {children}
    </DesignSystemSection>
  );
}

export function AlertsSection() {
  return (
    <DesignSystemSection id="alertas" files={['components/ui/alert.tsx']}>
      <div className="space-y-4">
        <Alert tone="error" title="Não foi possível salvar.">
          Confira os campos destacados e tente de novo.
        </Alert>
        <Alert tone="success" title="Alterações salvas." />
        <Alert tone="info" title="Seu anúncio está em análise.">
          Avisaremos por e-mail quando ele for publicado.
        </Alert>
        <LoadFailedAlert title="Não foi possível carregar seus anúncios." />
      </div>
    </DesignSystemSection>
  );
}

export function DialogsSection() {
  const [open, setOpen] = useState<'confirm' | 'modal' | null>(null);
  const close = () => setOpen(null);
  return (
    <DesignSystemSection
      id="dialogos"
      files={['components/ui/confirm-dialog.tsx', 'components/ui/modal-dialog.tsx']}
    >
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setOpen('confirm')}>
          Abrir ConfirmDialog
        </Button>
        <Button variant="secondary" onClick={() => setOpen('modal')}>
          Abrir ModalDialog
        </Button>
      </div>
      <ConfirmDialog
        isOpen={open === 'confirm'}
        title="Remover este anúncio?"
        confirmLabel="Remover"
        onConfirm={close}
        onClose={close}
      >
        O anúncio sai do site e não pode ser recuperado.
      </ConfirmDialog>
      <ModalDialog
        isOpen={open === 'modal'}
        onClose={close}
        hasDescription
        className="fixed inset-x-4 top-1/2 mx-auto max-w-lg -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
      >
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="text-xl font-semibold tracking-tight text-slate-900">
            Pré-visualização pública
          </Dialog.Title>
          <ModalCloseButton className="-mt-2 -mr-2" />
        </div>
        <Dialog.Description className="mt-2 text-[15px] text-slate-700">
          Uma janela sobre a página: o foco fica dentro dela, Esc ou um clique fora a fecham e o foco volta ao
          botão que a abriu.
        </Dialog.Description>
        <div className="mt-6 flex justify-end">
          <Button onClick={close}>Entendi</Button>
        </div>
      </ModalDialog>
    </DesignSystemSection>
  );
}
