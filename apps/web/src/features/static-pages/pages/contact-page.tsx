// Placeholder until the owning helper replaces it.
export function ContactPage() {
  return <h1>İletişim</h1>;
}
