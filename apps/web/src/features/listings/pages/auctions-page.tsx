// Placeholder until the owning helper replaces it.
export function AuctionsPage() {
  return <h1>İhaleler</h1>;
}
