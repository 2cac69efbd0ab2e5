// Placeholder until the owning helper replaces it.
export function TermsOfUsePage() {
  return <h1>Sözleşmeler</h1>;
}
