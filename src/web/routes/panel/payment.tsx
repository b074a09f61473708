// Issue 19: /painel/pagamento (being built).
export default function Stub() {
  return <p>Em breve.</p>;
}
