export function ReplayPage(_props: { table: string | null }) {
  return <main class="page" />;
}
