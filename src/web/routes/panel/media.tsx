// Issue 20: /painel/midias (being built).
export default function Stub() {
  return <p>Em breve.</p>;
}
