// Placeholder until the owning helper replaces it.
export function HomePage() {
  return <h1>Anasayfa</h1>;
}
