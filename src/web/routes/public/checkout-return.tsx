// Issue 19: /checkout (being built).
export default function Stub() {
  return <p>Em breve.</p>;
}
