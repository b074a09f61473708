// Issue 20: /painel/configuracoes (being built).
export default function Stub() {
  return <p>Em breve.</p>;
}
