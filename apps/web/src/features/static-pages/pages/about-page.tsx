// Placeholder until the owning helper replaces it.
export function AboutPage() {
  return <h1>Hakkımızda</h1>;
}
