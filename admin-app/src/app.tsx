export default function App() {
  return <p data-testid="remote">admin-app works</p>;
}
