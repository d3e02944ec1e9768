export default function App() {
  return <p data-testid="remote">employer-app works</p>;
}
