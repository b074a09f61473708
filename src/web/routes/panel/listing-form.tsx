// Issue 20: /painel/anuncios/novo and /{id}/editar (being built).
export default function Stub() {
  return <p>Em breve.</p>;
}
