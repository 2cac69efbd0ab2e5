// Placeholder until the owning helper replaces it.
export function TermsAndConditionsPage() {
  return <h1>Şartlar</h1>;
}
