export { Spinner } from './spinner.tsx';
