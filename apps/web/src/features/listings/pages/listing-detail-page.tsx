// Placeholder until the owning helper replaces it.
export function ListingDetailPage() {
  return <h1>İlan</h1>;
}
