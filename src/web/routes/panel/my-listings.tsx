// Issue 20: /painel/anuncios (being built).
export default function Stub() {
  return <p>Em breve.</p>;
}
