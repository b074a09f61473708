// Issue 19: /anunciar (being built).
export default function Stub() {
  return <p>Em breve.</p>;
}
