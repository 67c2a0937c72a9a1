/** The host app's root. Routes, layouts and screens arrive with the host-app work. */
export function App() {
  return (
    <main>
      <h1>Assess</h1>
      <p>AI-assisted assessment and grading.</p>
    </main>
  );
}
