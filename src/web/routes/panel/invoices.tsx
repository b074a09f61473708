// Issue 19: /painel/faturas (being built).
export default function Stub() {
  return <p>Em breve.</p>;
}
