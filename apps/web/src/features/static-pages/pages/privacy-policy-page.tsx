// Placeholder until the owning helper replaces it.
export function PrivacyPolicyPage() {
  return <h1>Gizlilik</h1>;
}
