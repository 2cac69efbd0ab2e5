// Placeholder until the owning helper replaces it.
export function CookiesPage() {
  return <h1>Çerezler</h1>;
}
