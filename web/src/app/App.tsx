export function App() {
  return (
    <main>
      <h1>Our Village&apos;s Thoughts and Connections</h1>
    </main>
  );
}
