export { Head, type HeadProps } from './Head.tsx';
