// Placeholder until the owning helper replaces it.
export function FaqPage() {
  return <h1>SSS</h1>;
}
