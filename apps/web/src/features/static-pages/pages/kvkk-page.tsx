// Placeholder until the owning helper replaces it.
export function KvkkPage() {
  return <h1>KVKK</h1>;
}
