// Placeholder until the owning helper replaces it.
export function SecurityPage() {
  return <h1>Güvenlik</h1>;
}
