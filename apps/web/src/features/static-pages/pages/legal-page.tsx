// Placeholder until the owning helper replaces it.
export function LegalPage() {
  return <h1>Yasal</h1>;
}
