// Issue 19: /painel/planos (being built).
export default function Stub() {
  return <p>Em breve.</p>;
}
